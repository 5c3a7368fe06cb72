import type { Benefit } from "@/content/types";

export const STORY = [
  "Brightview began in 2009 as a two-room practice on Steeles Avenue West, founded by Dr. Harleen Sandhu after a decade working in hospital eye clinics. She wanted a place where every patient left understanding their own eyes.",
  "Over more than 15 years the practice grew with the city: digital retinal imaging, a full optical, contact lens and dry eye services, and in 2024 a second clinic on Goreway Drive for families in northeast Brampton.",
];

export const TIMELINE = [
  { year: "2009", title: "Founded on Steeles Ave W", description: "Dr. Sandhu opens a two-room practice with one exam lane." },
  { year: "2013", title: "Full optical", description: "An in-house optical with designer frames and on-site lens edging." },
  { year: "2016", title: "Retinal imaging for all", description: "Digital retinal photos become part of every comprehensive exam." },
  { year: "2019", title: "Dry eye and myopia programs", description: "Dedicated treatment for dry eye and myopia control for children." },
  { year: "2022", title: "OCT scanning", description: "Optical coherence tomography for early glaucoma and macular disease detection." },
  { year: "2024", title: "Goreway Dr clinic", description: "A second, larger clinic opens to serve northeast Brampton." },
];

/** What sets the practice apart; translations give the same items in the same order. */
export const STRENGTHS: Benefit[] = [
  { title: "Thorough exams", text: "45 to 60 minutes with imaging, not a quick prescription check." },
  { title: "Convenient clinics", text: "{clinics}, with evening and Saturday hours." },
  { title: "Direct insurance billing", text: "We bill most plans directly so you pay only your share." },
  { title: "Care in your language", text: "Choose an optometrist who speaks yours when you book: English, Punjabi, Hindi, Urdu, Spanish and more." },
  { title: "100+ designer frames", text: "From Ray-Ban to Tom Ford, fitted by licensed opticians." },
  { title: "Care for every age", text: "From a baby's first exam to senior eye health monitoring." },
];
