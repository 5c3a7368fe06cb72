import type { Testimonial } from "@/content/types";

/** Patient words, used across pages. Every rating shown is 5, as the clinic's reviews are. */
export const TESTIMONIALS = {
  simran: { name: "Simran K.", rating: 5, service: "Comprehensive Eye Exam", timeAgo: "2 weeks ago", text: "The retinal photos were explained to me image by image. I have never had an optometrist take that much time, and I was in and out within the hour." },
  marcus: { name: "Marcus T.", rating: 5, service: "Contact Lens Fitting", timeAgo: "1 month ago", text: "After years of dry, scratchy monthlies they switched me to a daily silicone hydrogel lens. I forget I am wearing them now." },
  priya: { name: "Priya R.", rating: 5, service: "Dry Eye Treatment", timeAgo: "3 weeks ago", text: "The heat treatment and the home routine they gave me worked. By the second month I stopped carrying drops everywhere." },
  daniel: { name: "Daniel O.", rating: 5, service: "LASIK Consultation", timeAgo: "2 months ago", text: "They measured everything, told me honestly that my corneas were thin, and referred me for PRK instead. I appreciated the straight answer." },
  anita: { name: "Anita M.", rating: 5, service: "Kids' Eye Care", timeAgo: "1 week ago", text: "My six-year-old was nervous, but the doctor turned the exam into a game. We found out she needed glasses for the board at school." },
  gurpreet: { name: "Gurpreet S.", rating: 5, service: "Senior Eye Care", timeAgo: "1 month ago", text: "They caught early glaucoma changes in my father and coordinated with his ophthalmologist the same week. Staff speak Punjabi, which made him comfortable." },
  leah: { name: "Leah W.", rating: 5, service: "Myopia Control", timeAgo: "3 months ago", text: "Our son's prescription had jumped every year. Since starting myopia-control lenses it has barely moved, and the follow-ups are thorough." },
  omar: { name: "Omar H.", rating: 5, service: "Designer Eyewear", timeAgo: "2 weeks ago", text: "Great selection of frames and the optician adjusted them perfectly. The direct billing to my insurance saved me the paperwork." },
  chen: { name: "Chen L.", rating: 5, service: "Specialty Lenses", timeAgo: "1 month ago", text: "My office lenses for the computer fixed the neck strain I had from tilting my head back with progressives. Should have done it years ago." },
  fatima: { name: "Fatima A.", rating: 5, service: "Lens Coatings", timeAgo: "5 weeks ago", text: "The anti-reflective coating makes night driving so much easier, and they walked me through which coatings were worth it and which were not." },
  jose: { name: "José P.", rating: 5, service: "Frame Styling", timeAgo: "2 months ago", text: "The optician picked out three frames for my face shape in five minutes. I left with a pair I actually like wearing." },
  rebecca: { name: "Rebecca N.", rating: 5, service: "Comprehensive Eye Exam", timeAgo: "6 days ago", text: "Booked online for the Goreway clinic on a Saturday and was seen on time. Friendly front desk and a very clear explanation of my results." },
} satisfies Record<string, Testimonial>;

/** A testimonial's words in another language; the name and rating stay. */
export type TestimonialCopy = Required<Pick<Testimonial, "text" | "service" | "timeAgo">>;

export type TestimonialKey = keyof typeof TESTIMONIALS;
export const pick = (...keys: TestimonialKey[]): Testimonial[] => keys.map((k) => TESTIMONIALS[k]);
