/** The shapes content is written in; components render them. */
export type FaqItem = { question: string; answer: string };

export type Testimonial = { name: string; text: string; rating: number; service?: string; timeAgo?: string };

export type Benefit = { title: string; text: string };
