import type { FaqItem, Testimonial } from "@/content/types";
import { pick } from "./testimonials";

/**
 * A clinic page's words, keyed by the clinic's id (its facts are its database row). Text may
 * name a fact with {street}, {unit}, {city} or {shortName}, filled from the row. A clinic with
 * no entry here gets DEFAULT_LOCATION_PAGE.
 */
export type LocationPage = {
  clinicId: string;
  heroTitle: string;
  heroSubtitle: string;
  counters: { value: number; suffix: string; label: string }[];
  whyChoose: { title: string; text: string }[];
  testimonials: Testimonial[];
  faqs: FaqItem[];
};

/** A clinic page's words in another language; the numbers of the counters stay. */
export type LocationCopy = Pick<LocationPage, "heroTitle" | "heroSubtitle" | "whyChoose" | "faqs"> & { counterLabels: string[] };

const HOURS_FAQ = { question: "What are your hours?", answer: "Our hours, with any closure or special hours coming up, are listed on this page and on the booking page, as the clinic sets them." };
const LANGUAGES_FAQ = { question: "Which languages do you speak?", answer: "Each optometrist’s languages are listed under “Our optometrists” on this page, and when you book you can choose the language you would like to speak." };

export const LOCATION_PAGES: LocationPage[] = [
  {
    clinicId: "steeles",
    heroTitle: "Optometrist on Steeles Ave W, Brampton",
    heroSubtitle: "Our original clinic, serving Brampton families for over 15 years with eye exams, contact lenses and designer eyewear.",
    counters: [
      { value: 1000, suffix: "+", label: "Happy patients" },
      { value: 15, suffix: "+", label: "Years in Brampton" },
      { value: 99, suffix: "%", label: "Patient satisfaction" },
    ],
    whyChoose: [
      { title: "Advanced diagnostics", text: "OCT and digital retinal imaging on every comprehensive exam." },
      { title: "Evening hours", text: "Open until 7:00 PM on weekdays for after-work appointments." },
      { title: "Designer frames", text: "Ray-Ban, Gucci, Prada, Tom Ford and more, fitted by our opticians." },
    ],
    testimonials: pick("simran", "marcus", "priya", "daniel", "gurpreet", "omar"),
    faqs: [
      { question: "Where is the Steeles clinic?", answer: "{street}, {city} — in the plaza near Main St S, with free parking at the door." },
      HOURS_FAQ,
      { question: "Do you accept OHIP?", answer: "Yes: for children under 20 (an exam every 12 months), seniors 65 and over (every 18 months, or every 12 months with an eligible medical condition), adults 20 to 64 with an eligible medical condition (every 12 months) and adults on ODSP or Ontario Works (every 24 months)." },
      { question: "Can I book the same week?", answer: "Usually yes. Book online or call and we will find the earliest time." },
      { question: "Do you bill insurance directly?", answer: "We bill most major insurance plans directly, so you pay only your share." },
      { question: "Is the clinic accessible?", answer: "Yes: step-free entrance, accessible parking and an accessible washroom." },
    ],
  },
  {
    clinicId: "goreway",
    heroTitle: "Optometrist on Goreway Dr, Brampton",
    heroSubtitle: "Our newest clinic in northeast Brampton. Grand opening July 18: a free eye exam with any frame purchase over $200, and 20% off designer frames.",
    counters: [
      { value: 1000, suffix: "+", label: "Patients welcomed" },
      { value: 100, suffix: "+", label: "Designer frames" },
      { value: 98, suffix: "%", label: "Patient satisfaction" },
    ],
    whyChoose: [
      { title: "Brand-new equipment", text: "The latest OCT and visual field technology in a bright, modern space." },
      { title: "Family focused", text: "Kids' exams, myopia control and flexible Saturday hours for busy families." },
      { title: "Grand opening offers", text: "A free exam with frames over $200 and 20% off designer frames." },
    ],
    testimonials: pick("rebecca", "anita", "leah", "chen", "fatima", "jose"),
    faqs: [
      { question: "Where is the Goreway clinic?", answer: "{street}, {unit}, {city}, near Countryside Dr." },
      HOURS_FAQ,
      { question: "What is the grand opening offer?", answer: "From July 18: a free eye exam with any frame purchase over $200, and 20% off designer frames." },
      { question: "Do you see children?", answer: "Yes, from six months old. OHIP covers a yearly exam until age 20." },
      { question: "Is there parking?", answer: "Free surface parking throughout the plaza, with accessible spaces near {unit}." },
      LANGUAGES_FAQ,
    ],
  },
];


/** The page a clinic gets before a writer gives it its own words. */
export const DEFAULT_LOCATION_PAGE: Omit<LocationPage, "clinicId"> = {
  heroTitle: "Optometrist on {shortName}, {city}",
  heroSubtitle: "Eye exams, contact lenses and designer eyewear from our team.",
  counters: [],
  whyChoose: [],
  testimonials: [],
  faqs: [HOURS_FAQ, LANGUAGES_FAQ],
};

export function locationPageFor(clinicId: string): LocationPage {
  return LOCATION_PAGES.find((l) => l.clinicId === clinicId) ?? { clinicId, ...DEFAULT_LOCATION_PAGE };
}
