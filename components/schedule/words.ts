/** The schedule page's words that more than one of its forms use. */
export const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
export const ROLE_NAMES = { optometrist: "Optometrist", optician: "Optician" } as const;
