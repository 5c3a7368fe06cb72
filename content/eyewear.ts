export type Collection = {
  slug: "mens-glasses" | "womens-glasses" | "kids-glasses" | "sunglasses" | "designer-glasses";
  title: string;
  subtitle: string;
  cta: string;
  cards: { title: string; text: string; href: string }[];
};

const shop = (q: string) => `/brampton/shop?${q}`;

export const COLLECTIONS: Collection[] = [
  { slug: "mens-glasses", title: "Men's Glasses", subtitle: "Classic, sport, designer and casual frames, fitted and adjusted by our opticians.", cta: "Book Try-On Appointment", cards: [
    { title: "Classic", text: "Timeless rectangles and browlines in acetate and metal.", href: shop("gender=men&category=Eyeglasses") },
    { title: "Sport", text: "Light, grippy frames that stay put when you move.", href: "/brampton/brands/oakley" },
    { title: "Designer", text: "Tom Ford, Prada and Gucci for a sharper look.", href: "/brampton/brands/tom-ford" },
    { title: "Casual", text: "Easy everyday frames for weekends and the office.", href: shop("gender=men") },
  ] },
  { slug: "womens-glasses", title: "Women's Glasses", subtitle: "Cat-eye, round, designer and trend-led frames for every face shape.", cta: "Book Try-On Appointment", cards: [
    { title: "Cat-Eye", text: "Lifted corners that brighten the face.", href: shop("gender=women&q=cat") },
    { title: "Round", text: "Soft, vintage-inspired shapes.", href: shop("gender=women&q=round") },
    { title: "Designer Collections", text: "Gucci, Prada, Versace and Kate Spade.", href: "/brampton/brands/gucci" },
    { title: "Trendy", text: "Oversized and statement frames, newest first.", href: shop("gender=women&sort=newest") },
  ] },
  { slug: "kids-glasses", title: "Kids' Glasses", subtitle: "Flexible, durable frames for growing faces — with free adjustments as they grow.", cta: "Book Try-On Appointment", cards: [
    { title: "Fun", text: "Bright colours they will want to wear.", href: shop("gender=kids") },
    { title: "Character", text: "Playful styles with personality.", href: "/brampton/brands/kate-spade" },
    { title: "Sports", text: "Impact-resistant frames with straps.", href: "/brampton/brands/nano-vista" },
    { title: "Learning", text: "Comfortable all-day frames for the classroom.", href: shop("gender=kids&category=Eyeglasses") },
  ] },
  { slug: "sunglasses", title: "Sunglasses", subtitle: "UV400 protection with prescription and polarized options.", cta: "Book Sunglasses Fitting", cards: [
    { title: "Aviator", text: "The pilot's classic teardrop.", href: shop("category=Sunglasses&q=aviator") },
    { title: "Wayfarer", text: "The trapezoid icon.", href: shop("category=Sunglasses&q=wayfarer") },
    { title: "Sport", text: "Wraparound lenses for the road and trail.", href: "/brampton/brands/oakley" },
    { title: "Fashion", text: "Oversized and cat-eye statements.", href: shop("category=Sunglasses&gender=women") },
    { title: "Polarized", text: "Cut glare from water, snow and the road.", href: "/brampton/brands/ray-ban?polarized=polarized" },
    { title: "Prescription", text: "Your prescription in sunglasses — ask our opticians.", href: "/brampton/lens-types" },
  ] },
  { slug: "designer-glasses", title: "Designer Glasses", subtitle: "Luxury houses, fitted with the same care as every pair we sell.", cta: "Book VIP Consultation", cards: [
    { title: "Ray-Ban", text: "American icons since 1937.", href: "/brampton/brands/ray-ban" },
    { title: "Gucci", text: "Florentine maximalism.", href: "/brampton/brands/gucci" },
    { title: "Prada", text: "Milanese restraint with an edge.", href: "/brampton/brands/prada" },
    { title: "Tom Ford", text: "Sharp, glamorous and unmistakable.", href: "/brampton/brands/tom-ford" },
    { title: "Versace", text: "Confident Italian design.", href: "/brampton/brands/versace" },
    { title: "Calvin Klein", text: "Clean modern minimalism.", href: "/brampton/brands/calvin-klein" },
  ] },
];

export const COLLECTION_BY_SLUG = new Map(COLLECTIONS.map((c) => [c.slug, c]));
