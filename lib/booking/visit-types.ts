/** One person of a booked visit, as the thanks panel and the confirmation e-mail name them. */
export type BookedPerson = { id: string; name: string; start: string; end: string; optometrist: string };
/** What the thanks panel shows; `place` is the clinic as it was named when booked. */
export type BookedVisit = { groupId: string; clinic: string; place: { name: string; address: string }; start: string; end: string; people: BookedPerson[]; when: string; manageUrl: string };
