import type { FaqItem } from "@/content/types";

/** Body blocks; inline links are written [text](href) and rendered as real links. */
export type Block = { type: "p"; text: string } | { type: "h2"; text: string } | { type: "ul"; items: string[] };

export type BlogPost = {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  date: string;
  readTime: string;
  tags: string[];
  cover: "exam" | "map" | "clinic" | "child";
  body: Block[];
  faqs?: FaqItem[];
  /**
   * A closing section: directions to one clinic (its address and map from its record, named in
   * `text` as {address}), or every clinic's card.
   */
  extra?: { kind: "directions"; clinicId: string; heading: string; text: string } | { kind: "locations"; heading: string };
};

export const POSTS: BlogPost[] = [
  {
    slug: "brampton-optometrist-comprehensive-guide",
    title: "Choosing an Optometrist in Brampton: A Complete Guide",
    excerpt: "What a good eye exam includes, what OHIP covers in Ontario, and how to pick the right clinic for your family.",
    author: "Dr. Harleen Sandhu, OD",
    date: "2026-09-14",
    readTime: "8 min read",
    tags: ["Eye exams", "OHIP", "Brampton"],
    cover: "exam",
    body: [
      { type: "p", text: "Brampton is one of Canada's fastest-growing cities, and finding an optometrist who takes the time to explain your eye health matters. This guide walks through what to look for, what a thorough exam includes and how Ontario coverage works." },
      { type: "h2", text: "What a comprehensive eye exam should include" },
      { type: "ul", items: ["A detailed health and medication history.", "Refraction to fine-tune your prescription.", "Eye pressure testing for glaucoma.", "Retinal imaging or OCT to see the back of the eye.", "A clear explanation of every result before you leave."] },
      { type: "p", text: "At Brightview, a [comprehensive eye exam](/services/eye-exams) takes 45 to 60 minutes, and we photograph the retina on every visit so changes can be compared year to year." },
      { type: "h2", text: "What OHIP covers" },
      { type: "p", text: "In Ontario, OHIP covers one comprehensive eye exam every 12 months for anyone under 20. Since 1 September 2023, adults 65 and over are covered once every 18 months, or every 12 months if they have an eligible medical condition such as diabetes, glaucoma or macular degeneration. Adults aged 20 to 64 are covered only with an eligible medical condition (every 12 months) or if they receive ODSP or Ontario Works (every 24 months). Most extended health plans cover routine exams for everyone else, and we [bill many insurers directly](/insurance)." },
      { type: "h2", text: "Care for every age" },
      { type: "p", text: "Children should have their first exam around six months, again at three, and every year from school age — see our [kids' eye care](/services/kids-eye-care) page. If your child's prescription keeps climbing, ask about [myopia control](/services/myopia-control). Adults who spend long days at screens often benefit from a [dry eye assessment](/services/dry-eye-treatment) or a [contact lens fitting](/services/contact-lenses)." },
      { type: "h2", text: "Frames and lenses under one roof" },
      { type: "p", text: "A clinic with its own optical makes life easier: your prescription goes straight to the opticians who fit your glasses. Browse our [eyewear](/eyewear), from [sunglasses](/eyewear/sunglasses) to [designer frames](/eyewear/designer-glasses)." },
      { type: "p", text: "Ready to book? Choose the clinic closest to you below, or [book online](/book-exam)." },
    ],
    faqs: [
      { question: "How often should adults have an eye exam?", answer: "Every one to two years between 20 and 64, and every 18 months from 65, which OHIP covers — more often with diabetes or a family history of eye disease." },
      { question: "Is a vision screening the same as an eye exam?", answer: "No. Screenings check how well you see; an exam also checks the health of the whole eye." },
      { question: "Do I need a referral to see an optometrist?", answer: "No. You can book directly with us." },
      { question: "Does OHIP cover glasses?", answer: "No. OHIP covers eligible exams only; extended health plans often cover glasses and contacts." },
      { question: "What should I bring to my exam?", answer: "Your glasses and contacts, your OHIP card, your insurance details and a list of medications." },
      { question: "How long does an exam take?", answer: "Plan for 45 to 60 minutes, plus about 20 minutes if we dilate your pupils." },
      { question: "Which clinic should I choose?", answer: "Either: both offer full exams. Steeles is open until 7:00 PM on weekdays; Goreway is close to northeast Brampton." },
    ],
    extra: { kind: "locations", heading: "Our Brampton locations" },
  },
  {
    slug: "eye-exams-castlemore-brampton",
    title: "Eye Exams for Castlemore Families",
    excerpt: "Living in Castlemore? Our Goreway Dr clinic is minutes away, with family exams, kids' eye care and Saturday hours.",
    author: "Dr. Marcus Bell, OD",
    date: "2026-08-02",
    readTime: "5 min read",
    tags: ["Castlemore", "Family eye care"],
    cover: "map",
    body: [
      { type: "p", text: "Castlemore families no longer need to drive across the city for an eye exam. Our [Goreway Dr clinic](/locations/brightview-goreway) is a short drive south along Goreway Drive, with free parking and Saturday appointments." },
      { type: "h2", text: "Exams for the whole family" },
      { type: "p", text: "We see children from six months old, teens, adults and seniors. OHIP covers an exam every 12 months for children under 20, and every 18 months for seniors 65 and over (every 12 months with an eligible medical condition), and we bill most extended health plans directly." },
      { type: "ul", items: ["Kids' exams with games instead of letter charts.", "Myopia control for children whose prescriptions keep rising.", "Contact lens fittings for teens and adults.", "Retinal imaging at every comprehensive exam."] },
      { type: "h2", text: "Why yearly exams matter for children" },
      { type: "p", text: "Most vision problems in children cause no pain and no complaints: a child who has never seen clearly assumes everyone sees the way they do. Trouble focusing up close can look like a short attention span, and an eye that turns slightly can quietly stop developing. A yearly exam, covered by OHIP until age 20, catches these early, when they are easiest to treat. Read more on our [kids' eye care](/services/kids-eye-care) page." },
      { type: "h2", text: "Saturday appointments and school schedules" },
      { type: "p", text: "Goreway is open until 5:00 PM on Saturdays, so exams need not cost a school day. Bring your child's current glasses, any report from school and your OHIP card; the visit takes 45 to 60 minutes, and we explain every result to both parent and child." },
      { type: "h2", text: "Getting here" },
      { type: "p", text: "From Castlemore Road, head south on Goreway Drive; the clinic is in the plaza at 10960 Goreway Dr, Unit A2. If Steeles is closer to work, our [Steeles Ave W clinic](/locations/brightview-steeles) is open until 7:00 PM on weekdays." },
      { type: "p", text: "[Book an eye exam](/book-exam) online, or read more about [what a full exam includes](/services/eye-exams)." },
    ],
    extra: { kind: "directions", clinicId: "goreway", heading: "Directions from Castlemore", text: "Head south on Goreway Drive from Castlemore Road; we are at {address}." },
  },
  {
    slug: "why-brightview-brampton-top-choice",
    title: "Why Brampton Families Choose Brightview Eye Care",
    excerpt: "Fifteen years of care, two clinics, five languages and an honest approach to eye health.",
    author: "Brightview Eye Care Team",
    date: "2026-06-20",
    readTime: "4 min read",
    tags: ["About us"],
    cover: "clinic",
    body: [
      { type: "p", text: "Since 2009, Brightview has grown from one small office to two clinics serving thousands of Brampton patients. Here is what our patients tell us matters most — you can read more [about us](/about)." },
      { type: "h2", text: "Time to explain" },
      { type: "p", text: "Every comprehensive exam includes a walk-through of your retinal images. You leave knowing what we saw and why we recommend what we do." },
      { type: "h2", text: "Care in your language" },
      { type: "p", text: "Our team speaks English, Punjabi, Hindi, Urdu and Spanish, so parents and grandparents can ask questions comfortably." },
      { type: "h2", text: "Direct billing" },
      { type: "p", text: "We bill most major insurers directly. See the full list on our [insurance page](/insurance)." },
      { type: "h2", text: "Technology that catches problems early" },
      { type: "p", text: "Every comprehensive exam includes digital retinal photographs, and OCT scans show the layers of the retina in detail. Comparing images year to year lets us spot glaucoma, macular degeneration and diabetic changes long before they affect your sight." },
      { type: "h2", text: "Honest recommendations" },
      { type: "p", text: "We recommend what your eyes need and nothing more. If your current glasses are still right, we tell you. If you ask about LASIK, we assess you independently and refer you only if you are a good candidate — we do not perform surgery ourselves." },
      { type: "h2", text: "All services under one roof" },
      { type: "p", text: "From [eye exams](/services) to [designer eyewear](/eyewear), with two [locations](/locations) and evening hours at Steeles. [Book your visit](/book-exam) today." },
    ],
  },
  {
    slug: "screen-time-and-childrens-eyes-brampton",
    title: "Screen Time and Your Child's Eyes",
    excerpt: "How screens affect young eyes, the signs of trouble to watch for, and simple habits that help.",
    author: "Dr. Harleen Sandhu, OD",
    date: "2026-10-05",
    readTime: "5 min read",
    tags: ["Kids", "Myopia", "Screens"],
    cover: "child",
    body: [
      { type: "p", text: "Children spend more time on close work than ever, and optometrists are seeing short-sightedness (myopia) start earlier and progress faster. Here is what parents can do." },
      { type: "h2", text: "Signs to watch for" },
      { type: "ul", items: ["Sitting close to the TV or holding a tablet near the face.", "Squinting at the board or rubbing the eyes.", "Headaches after school or homework.", "Losing their place while reading."] },
      { type: "h2", text: "Habits that help" },
      { type: "ul", items: ["The 20-20-20 rule: every 20 minutes, look 20 feet away for 20 seconds.", "At least two hours outdoors a day — daylight helps slow myopia.", "Screens at arm's length and lights on in the room.", "No screens in the hour before bed."] },
      { type: "h2", text: "Why myopia is rising" },
      { type: "p", text: "Eyes grow through childhood. Long hours of close work and little time outdoors push the eye to grow longer than it should, which is what myopia is. The earlier it starts, the higher the final prescription tends to be — and high myopia raises the lifetime risk of retinal detachment, glaucoma and myopic macular degeneration." },
      { type: "h2", text: "Blue light and sleep" },
      { type: "p", text: "Blue light from screens is not known to damage children's eyes, but evening screen use does delay sleep. Turning devices off an hour before bed helps far more than any filter." },
      { type: "h2", text: "When to book an exam" },
      { type: "p", text: "OHIP covers a yearly exam for children under 20. If your child's prescription changes every year, ask us about [myopia control](/services/myopia-control), which can slow progression by 30 to 60%. Learn more about [kids' eye care](/services/kids-eye-care) or [book an exam](/book-exam)." },
    ],
  },
];

export const POST_BY_SLUG = new Map(POSTS.map((p) => [p.slug, p]));
