/**
 * Whether translated text still holds an English sentence. Names stay as they are in every
 * language (brands, streets, insurers, the clinic), and a term patients know in English may
 * follow in brackets the first time ("ਸੁੱਕੀਆਂ ਅੱਖਾਂ (dry eye)"); anything else written in three
 * or more Latin words in a row is English that was not translated.
 */
const ALLOWED = [
  "Brightview Eye Care", "Brightview", "Eye Care", "Brampton Transit", "Brampton", "Züm", "Google", "Google Maps",
  "Steeles Ave W", "Goreway Dr", "Main St S", "Countryside Dr", "Unit A2", "ON", "Ray-Ban", "Gucci", "Prada", "Tom Ford",
  "Versace", "Calvin Klein", "Persol", "Oakley", "Sun Life Financial", "Sun Life", "Manulife", "Canada Life", "Green Shield Canada",
  "Green Shield", "Blue Cross", "Desjardins Insurance", "Industrial Alliance", "Equitable Life", "SSQ Insurance", "Beneva", "Empire Life",
  "Claim Secure", "Cowan Insurance", "GroupHEALTH", "Chambers of Commerce Group Insurance", "Johnston Group", "Alberta Blue Cross",
  "Medavie Blue Cross", "Non-Insured Health Benefits", "NIHB", "Ontario Works", "ODSP", "Ontario Disability Support Program",
  "Try at my exam", "America/Toronto",
];

export function englishSentences(text: string): string[] {
  let rest = text
    .replace(/\{[^{}]*\}/g, " ") // ICU placeholders
    .replace(/\([^()]*\)/g, " ") // a term in brackets, and "(iA)"-like abbreviations
    .replace(/\S+@\S+|https?:\/\/\S+/g, " ");
  // Case-insensitive: a page may show a name in capitals (text-transform on an eyebrow line).
  for (const name of [...ALLOWED].sort((a, b) => b.length - a.length)) rest = rest.replace(new RegExp(name.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&"), "gi"), " ");
  return rest.match(/\b[A-Za-z][A-Za-z'’-]*(?:[\s,]+[A-Za-z][A-Za-z'’-]*){2,}/g) ?? [];
}
