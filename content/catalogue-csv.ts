/**
 * What the catalogue's CSV export and import say (issue 35): the buttons, the import dialog and
 * every problem a file can have, in one place. A problem names the column as the file does
 * (`price`, `sale_price`), because the admin fixes it in the spreadsheet, not in the dialog.
 */

const count = (n: number) => n.toLocaleString("en-CA");
const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;

export const CATALOGUE_CSV_COPY = {
  exportCsv: "Export CSV",
  exportFiltered: "Export CSV: the products these filters show",
  downloadTemplate: "Download template",
  importCsv: "Import CSV",
  dialogTitle: "Import CSV",
  dialogDescription: "Products are matched by SKU: a new SKU creates a product, a known one updates it. Nothing changes until you press Import.",
  fileLabel: "CSV file",
  fileHint: "A .csv file of up to 5 MB and 10,000 rows, with the columns of the template.",
  createMissing: "Create missing brands and categories",
  checking: "Checking the file…",
  importing: (rows: number) => `Importing ${plural(rows, "row", "rows")}…`,
  progressLabel: "Import progress",
  preview: (created: number, updated: number, unchanged: number) =>
    `${plural(created, "product", "products")} will be created, ${count(updated)} updated, ${count(unchanged)} unchanged`,
  willCreateBrands: (names: string[]) => `Brands to be created: ${names.join(", ")}`,
  willCreateCategories: (names: string[]) => `Categories to be created: ${names.join(", ")}`,
  problemsCaption: "Problems",
  problemsIntro: (n: number) => `${plural(n, "problem", "problems")} to fix in the file. Nothing is imported while there is one; fix the file and choose it again.`,
  problemsShown: (shown: number, total: number) => `The first ${count(shown)} of ${count(total)} are listed here; the download has them all.`,
  columns: { line: "Line", column: "Column", value: "Value", problem: "Problem" },
  wholeFile: "—",
  downloadProblems: "Download problems",
  import: "Import",
  cancel: "Cancel",
  close: "Close",
  imported: (created: number, updated: number) => `Imported: ${count(created)} created, ${count(updated)} updated`,
  chooseFile: "Please choose a CSV file",
  failed: "The file could not be checked just now. Please try again.",
  importFailed: "Nothing was imported: the database refused the change. Please try again.",
} as const;

/** Every problem a file or a row can have, as the preview's Problem column shows it. */
export const CSV_PROBLEMS = {
  // The file as a whole.
  tooLarge: "The file is larger than 5 MB. Split it into smaller files.",
  tooManyRows: "The file has more than 10,000 rows. Split it into smaller files.",
  empty: "The file is empty. Start from the template (Download template).",
  notUtf8: "The file is not UTF-8 text from this line on. Save it as “CSV UTF-8” and choose it again.",
  notCsv: "The file could not be read as CSV.",
  quoteNotClosed: "A quoted cell is opened here and never closed.",
  badQuote: "A quote inside a quoted cell must be written twice (\"\").",
  lineTooLong: "This row is longer than 64 KB.",
  tooManyColumns: (n: number, max: number) => `The file has ${count(n)} columns; a catalogue file has at most ${max}.`,
  unknownColumn: (name: string) => `'${name}' is not a column of the catalogue file. The columns are those of the template.`,
  duplicateColumn: (name: string) => `The column '${name}' appears twice.`,
  noSkuColumn: "The file has no sku column: every row is matched to a product by its SKU.",
  cellCount: (n: number, header: number) => `This row has ${count(n)} cells; the header has ${count(header)}.`,
  // One cell.
  required: (column: string) => `${column} is required`,
  requiredForNew: (column: string) => `${column} is required for a new product, but the file has no ${column} column`,
  unusualCharacters: (column: string) => `${column} contains characters that are not allowed (control or text-direction characters)`,
  tooLong: (column: string, max: number) => `${column} must be at most ${count(max)} characters`,
  duplicateSku: (sku: string, first: number, again: number) => `SKU ${sku} appears on lines ${count(first)} and ${count(again)}`,
  price: "price must be a number greater than 0, such as 149.00",
  salePrice: "sale_price must be a number of 0 or more, such as 119.00, or empty",
  saleAbovePrice: "sale_price must not be higher than price",
  stock: "stock_quantity must be a whole number of 0 or more, such as 12",
  measurement: (column: string, min: number, max: number) => `${column} must be a whole number of millimetres from ${min} to ${max}, or empty`,
  switch: (column: string) => `${column} must be TRUE or FALSE (yes and no work too)`,
  gender: "gender must be men, women, kids or unisex",
  slug: "slug may hold only lowercase letters, digits and single hyphens, such as ray-ban-aviator",
  slugTaken: (slug: string) => `slug '${slug}' is already used by another product`,
  slugTwice: (slug: string, line: number) => `slug '${slug}' is also on line ${count(line)}`,
  unknownBrand: (name: string) => `brand '${name}' does not exist`,
  unknownCategory: (name: string) => `category '${name}' does not exist`,
  unknownColour: (name: string) => `colour '${name}' is not in the catalogue yet; write it with its code, such as ${name} #1a1a1a`,
  tooManyColours: "colors may name at most 10 colours",
  tooManyImages: "images may name at most 5 images",
  imageUrl: (value: string) => `image ${value} is a web address: images are not fetched from other sites. Upload it in the product dialog and use its stored path`,
  imagePath: (value: string) => `image ${value} is not a stored image path (export the catalogue to see them)`,
  /** Anything the product form's own rules refuse that the checks above did not name. */
  productRule: (message: string) => message,
} as const;
