/** `english`: on a translated page, the link leads to a page that exists in English only. */
export type NavLink = { label: string; href: string; english?: boolean };
/** `clinicPages`: each clinic's page follows these links (clinics are database rows). */
export type NavGroup = { heading: string; links: NavLink[]; clinicPages?: true };
export type NavItem = NavLink & { groups?: NavGroup[] };

export const OPTICIAN_SERVICES: NavLink[] = [
  { label: "Frame Types", href: "/brampton/frame-types" },
  { label: "Lens Types", href: "/brampton/lens-types" },
  { label: "Coatings", href: "/brampton/coatings" },
  { label: "Specialty Lenses", href: "/brampton/specialty-lenses" },
];

export const OPTOMETRIST_SERVICES: NavLink[] = [
  { label: "Comprehensive Eye Exam", href: "/brampton/comprehensive-eye-exam" },
  { label: "Contact Lens Fitting", href: "/brampton/contact-lens-fitting" },
  { label: "Dry Eye Treatment", href: "/brampton/dry-eye-treatment" },
  { label: "LASIK Consultation", href: "/brampton/lasik-consultation" },
];

/** Featured brands; slugs match the catalogue's brand slugs. */
export const FEATURED_BRANDS: NavLink[] = [
  { label: "Ray-Ban", href: "/brampton/brands/ray-ban" },
  { label: "Gucci", href: "/brampton/brands/gucci" },
  { label: "Prada", href: "/brampton/brands/prada" },
  { label: "Tom Ford", href: "/brampton/brands/tom-ford" },
  { label: "Versace", href: "/brampton/brands/versace" },
  { label: "Calvin Klein", href: "/brampton/brands/calvin-klein" },
];

export const MAIN_NAV: NavItem[] = [
  { label: "About", href: "/brampton/about" },
  {
    label: "Services",
    href: "/brampton/services",
    groups: [
      { heading: "Optician Services", links: OPTICIAN_SERVICES },
      { heading: "Optometrist Services", links: OPTOMETRIST_SERVICES },
    ],
  },
  {
    label: "Shop",
    href: "/brampton/shop",
    groups: [
      {
        heading: "Categories",
        links: [
          { label: "Men's Glasses", href: "/brampton/shop?gender=men" },
          { label: "Women's Glasses", href: "/brampton/shop?gender=women" },
          { label: "Kids' Glasses", href: "/brampton/shop?gender=kids" },
          { label: "Sunglasses", href: "/brampton/shop?category=Sunglasses" },
          { label: "All Eyewear", href: "/brampton/shop" },
        ],
      },
      { heading: "Shop by Brands", links: [...FEATURED_BRANDS, { label: "All brands", href: "/brampton/shop" }] },
    ],
  },
  { label: "Order Contacts", href: "/brampton/order-contacts" },
  { label: "Insurance", href: "/brampton/insurance" },
  {
    label: "Locations",
    href: "/brampton/locations",
    groups: [
      {
        heading: "Our Clinics",
        links: [{ label: "All Locations", href: "/brampton/locations" }],
        clinicPages: true,
      },
    ],
  },
  { label: "Blog", href: "/brampton/blog" },
];

export const FOOTER_QUICK_LINKS: NavLink[] = [
  { label: "About Us", href: "/brampton/about" },
  { label: "Services", href: "/brampton/services" },
  { label: "Shop Eyewear", href: "/brampton/shop" },
  { label: "Insurance", href: "/brampton/insurance" },
  { label: "Locations", href: "/brampton/locations" },
  { label: "Blog", href: "/brampton/blog" },
  { label: "Contact", href: "/brampton/contact" },
  { label: "Book an Eye Exam", href: "/brampton/book-exam" },
];

/** Whether a section's menu needs its own "View all / All …" link: none of its links goes to the section's page. */
export function needsSectionLink(item: NavItem): boolean {
  return !(item.groups ?? []).some((g) => g.links.some((l) => l.href === item.href));
}

/** Whether `href` is the current page (query strings compared only when the link has one). */
export function isCurrent(href: string, pathname: string, search = ""): boolean {
  const [path, query] = href.split("?");
  if (path !== pathname) return false;
  if (!query) return true;
  const want = new URLSearchParams(query);
  const have = new URLSearchParams(search);
  return [...want].every(([k, v]) => have.get(k) === v);
}
