/** The analytics tabs' tables (/brampton/analytics): the words around each tab's rows. */
export const ANALYTICS_TABLE_COPY = {
  caption: (label: string, page: number, pageCount: number) => `${label}, newest first, page ${page} of ${pageCount}`,
  empty: (label: string) => `No ${label.toLowerCase()} recorded yet.`,
  actions: "Actions",
  yes: "Yes",
  no: "No",
  none: "—",
  submissionTitle: (form: string, name: string) => `${form} from ${name}`,
} as const;
