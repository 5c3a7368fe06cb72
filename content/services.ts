import type { Benefit, FaqItem, Testimonial } from "@/content/types";
import { SHOP_LENS_LISTS } from "./lens-pages";
import { pick } from "./testimonials";

/** Extra blocks some landing pages have, each rendered by the service landing template. */
export type Extra =
  | { kind: "list"; title: string; lead?: string; items: { title: string; text: string }[] }
  | { kind: "steps"; title: string; lead?: string; items: { title: string; text: string }[] };

export type ServicePage = {
  slug: string;
  title: string;
  description: string;
  group: "optometrist" | "optician";
  hero: { title: string; subtitle: string; cta?: string };
  benefitsTitle: string;
  benefits: Benefit[];
  extras: Extra[];
  testimonials: Testimonial[];
  testimonialsTitle?: string;
  testimonialsSubtitle?: string;
  faqs: FaqItem[];
  closing: { title: string; text: string; label?: string };
};

/** A service page's words, as a translation gives them (slug, group and the chosen testimonials stay). */
export type ServiceCopy = Omit<ServicePage, "slug" | "group" | "testimonials">;

export { TRANSLATED_SERVICE_SLUGS, type TranslatedServiceSlug } from "./translated-services";

const ONTARIO_COVERAGE =
  "OHIP covers one comprehensive eye exam every 12 months for children under 20, and every 18 months for adults 65 and over, or every 12 months if they have an eligible medical condition, such as diabetes or glaucoma. Adults aged 20 to 64 are covered only with an eligible medical condition (every 12 months) or if they receive ODSP or Ontario Works (every 24 months); otherwise most extended health plans cover routine exams, and we bill many of them directly.";

export const SERVICES: ServicePage[] = [
  {
    slug: "comprehensive-eye-exam",
    title: "Comprehensive Eye Exam",
    description: "Thorough eye exams in Brampton with retinal imaging and OCT, for children, adults and seniors. OHIP and direct insurance billing.",
    group: "optometrist",
    hero: { title: "Comprehensive Eye Exams in Brampton", subtitle: "A 45 to 60 minute exam that checks far more than your prescription: eye pressure, retinal health, binocular vision and early signs of disease." },
    benefitsTitle: "What your exam includes",
    benefits: [
      { title: "Vision and prescription", text: "Precise refraction for glasses and contacts, checked at distance, reading and computer range." },
      { title: "Eye health screening", text: "Pressure testing for glaucoma, a detailed look at the lens for cataracts and the retina for macular degeneration." },
      { title: "Digital retinal imaging", text: "Photographs and OCT scans of the back of the eye, compared year to year so small changes are caught early." },
      { title: "Binocular vision", text: "How your eyes focus and work together — often the hidden cause of headaches and reading fatigue." },
      { title: "Clear explanations", text: "Your optometrist walks you through every image and result before you leave." },
      { title: "Coverage handled", text: ONTARIO_COVERAGE },
    ],
    extras: [
      { kind: "steps", title: "How the visit goes", items: [
        { title: "History and pre-testing", text: "We review your health, medications and symptoms, then take automated measurements and retinal photos." },
        { title: "Exam with the optometrist", text: "Refraction, eye-health assessment and any additional tests your results call for." },
        { title: "Results and plan", text: "A clear plan: a new prescription, a follow-up interval, or a referral when needed." },
      ] },
    ],
    testimonials: pick("simran", "rebecca", "gurpreet"),
    faqs: [
      { question: "How long does a comprehensive eye exam take?", answer: "Plan for 45 to 60 minutes, including pre-testing and time with the optometrist. Dilation, when needed, adds about 20 minutes." },
      { question: "How often should I have an eye exam?", answer: "Every year for children and teens, every one to two years for healthy adults 20 to 64, and every 18 months from 65 — more often with diabetes, glaucoma or a family history of eye disease." },
      { question: "Is my eye exam covered by OHIP?", answer: ONTARIO_COVERAGE },
      { question: "Should I wear my contact lenses to the exam?", answer: "Wear your glasses if you can. If we are also checking your contact lenses, remove them 2 hours before your visit and bring them in their case." },
    ],
    closing: { title: "Book your comprehensive eye exam", text: "Same-week appointments at {clinics}, including Saturdays." },
  },
  {
    slug: "contact-lens-fitting",
    title: "Contact Lens Fitting",
    description: "Contact lens fittings in Brampton for daily, monthly, toric, multifocal and specialty lenses, with trial pairs and follow-up.",
    group: "optometrist",
    hero: { title: "Contact Lens Fitting", subtitle: "A 45 to 60 minute fitting that measures your cornea, tests lenses on your eyes and teaches you safe wear and care." },
    benefitsTitle: "Why a proper fitting matters",
    benefits: [
      { title: "Measured to your eye", text: "Corneal mapping and tear assessment so the lens sits, moves and breathes the way it should." },
      { title: "Every lens type", text: "Daily, bi-weekly and monthly soft lenses, toric for astigmatism, multifocal for reading, and rigid gas-permeable lenses." },
      { title: "Trial before you buy", text: "You take home trial lenses and return for a check before ordering a full supply." },
      { title: "First-time wearers welcome", text: "Hands-on training to insert, remove and clean lenses, at your pace." },
    ],
    extras: [],
    testimonials: pick("marcus", "simran", "chen"),
    faqs: [
      { question: "Can I wear contacts if I have astigmatism?", answer: "Yes. Toric soft lenses correct most astigmatism, and rigid lenses handle higher amounts. We will show you both on your eyes." },
      { question: "How long does a fitting take?", answer: "About 45 to 60 minutes, plus a short follow-up visit one to two weeks later with your trial lenses." },
      { question: "Is a glasses prescription enough to order contacts?", answer: "No. A contact lens prescription includes the lens curvature, diameter and brand, which only a fitting can determine." },
    ],
    closing: { title: "Try contact lenses that feel right", text: "Book a fitting and leave with trial lenses the same day.", label: "Book a Fitting" },
  },
  {
    slug: "dry-eye-treatment",
    title: "Dry Eye Treatment",
    description: "Dry eye assessment and treatment in Brampton: meibomian gland imaging, heat therapy and a personalised home plan.",
    group: "optometrist",
    hero: { title: "Dry Eye Treatment", subtitle: "Burning, gritty or watery eyes are treatable. We find the cause and build a plan — most patients feel better within weeks." },
    benefitsTitle: "Our dry eye approach",
    benefits: [
      { title: "Root-cause assessment", text: "Tear quality, tear break-up time and meibomian gland imaging show whether your eyes lack water or oil." },
      { title: "In-clinic therapy", text: "Warm compress and gland expression treatments that unblock oil glands along the eyelids." },
      { title: "Home routine that works", text: "The right drops, lid hygiene and warm masks, with clear instructions — not a shelf of guesses." },
      { title: "Measured progress", text: "Results usually show in weeks, with the best results after 2 to 3 months; we re-measure to prove it." },
    ],
    extras: [],
    testimonials: pick("priya", "fatima", "simran"),
    faqs: [
      { question: "What causes dry eye?", answer: "Most often blocked oil glands in the eyelids (meibomian gland dysfunction), plus screens, dry indoor air, contact lenses, hormones and some medications." },
      { question: "How soon will I feel better?", answer: "Many patients notice relief within a few weeks; the optimal result usually takes 2 to 3 months of consistent treatment." },
      { question: "Are artificial tears enough?", answer: "They help symptoms, but if the oil layer is the problem, drops alone rarely fix it. Treating the glands does." },
    ],
    closing: { title: "Get relief from dry eyes", text: "Book a dry eye assessment at either clinic." },
  },
  {
    slug: "kids-eye-care",
    title: "Kids' Eye Care",
    description: "Children's eye exams in Brampton from infancy to the teens. OHIP covers a yearly exam for children under 20.",
    group: "optometrist",
    hero: { title: "Kids' Eye Care", subtitle: "One in four school-age children has a vision problem, and most never complain. Yearly exams are covered by OHIP until age 20." },
    benefitsTitle: "Exams designed for children",
    benefits: [
      { title: "No reading needed", text: "Picture charts, games and objective tests mean even toddlers can be examined accurately." },
      { title: "Learning-related vision", text: "Focusing, tracking and eye teaming — skills behind reading and attention in class." },
      { title: "Myopia watch", text: "We measure growth of the eye and start myopia control early when a child is at risk." },
      { title: "Frames that survive recess", text: "Flexible, screwless kids' frames fitted by our opticians." },
    ],
    extras: [
      { kind: "list", title: "What we check at every age", items: [
        { title: "6 months to 2 years", text: "Eye alignment, focusing and early detection of lazy eye or high prescriptions." },
        { title: "3 to 5 years", text: "Visual acuity, depth perception and colour vision before school starts." },
        { title: "6 to 12 years", text: "Reading-distance comfort, tracking, and the first signs of short-sightedness." },
        { title: "13 to 19 years", text: "Sports and screen vision, contact lens readiness and myopia progression." },
      ] },
    ],
    testimonials: pick("anita", "leah", "rebecca"),
    faqs: [
      { question: "When should my child have a first eye exam?", answer: "At around 6 months, again at age 3, and every year from school age. OHIP covers a yearly exam until 20." },
      { question: "My child passed the school screening. Is that enough?", answer: "Screenings check distance sight only. A full exam also checks focusing, eye teaming and eye health." },
      { question: "Can children wear contact lenses?", answer: "Yes, many do from about age 8 — especially daily lenses for sports or myopia control." },
    ],
    closing: { title: "Book your child's eye exam", text: "Covered by OHIP every year until age 20." },
  },
  {
    slug: "senior-eye-care",
    title: "Senior Eye Care",
    description: "Eye care for seniors in Brampton: cataract, glaucoma and macular degeneration monitoring, with OHIP-covered exams every 18 months from 65, or every 12 with an eligible condition.",
    group: "optometrist",
    hero: { title: "Senior Eye Care", subtitle: "From 65, OHIP covers an eye exam every 18 months, or every 12 months with an eligible medical condition. We monitor the conditions that threaten sight and coordinate with your specialists." },
    benefitsTitle: "Care that keeps you independent",
    benefits: [
      { title: "Early detection", text: "OCT imaging finds glaucoma and macular changes years before you would notice them." },
      { title: "Dilated exams", text: "Dilated exams every 6 to 12 months for patients with diabetes or eye disease." },
      { title: "Referral coordination", text: "We send results to your family doctor and ophthalmologist and follow up after surgery." },
      { title: "Languages", text: "Our team speaks English, Punjabi, Hindi, Urdu and Spanish." },
    ],
    extras: [
      { kind: "list", title: "Conditions we monitor", items: [
        { title: "Cataracts", text: "Clouding of the lens. Symptoms: glare from headlights, faded colours, frequent prescription changes." },
        { title: "Glaucoma", text: "Damage to the optic nerve, usually without pain. Symptoms: none early; later, loss of side vision." },
        { title: "Macular degeneration", text: "Wear of the central retina. Symptoms: wavy lines, a blurry spot in the centre, trouble reading." },
        { title: "Diabetic retinopathy", text: "Damage to retinal blood vessels from diabetes. Symptoms: floaters, blur, often none at first." },
      ] },
    ],
    testimonials: pick("gurpreet", "simran", "omar"),
    faqs: [
      { question: "How often should seniors have their eyes examined?", answer: "Every 18 months from 65, which OHIP covers. If you have diabetes, glaucoma or macular degeneration, every 6 to 12 months with dilation; OHIP then covers one exam every 12 months, as it does with any eligible medical condition." },
      { question: "Do you remove cataracts?", answer: "We diagnose and monitor cataracts and refer you to a trusted surgeon when the time is right, then care for you after surgery." },
      { question: "Can family members come to the appointment?", answer: "Of course. Many patients bring a family member, and our multilingual team can help explain results." },
    ],
    closing: { title: "Protect your sight", text: "Book a senior eye exam — covered by OHIP every 18 months from age 65, or every 12 months with an eligible medical condition." },
  },
  {
    slug: "lasik-consultation",
    title: "LASIK Consultation",
    description: "LASIK consultations in Brampton: we evaluate your candidacy and refer you to trusted surgeons. We do not perform surgery.",
    group: "optometrist",
    hero: { title: "LASIK Consultation", subtitle: "A 90 to 120 minute evaluation that tells you honestly whether laser vision correction suits you. We evaluate and refer — we do not perform surgery." },
    benefitsTitle: "An independent opinion",
    benefits: [
      { title: "Full corneal mapping", text: "Topography and thickness measurements that decide between LASIK, PRK or neither." },
      { title: "No sales pressure", text: "We do not operate, so our advice is about your eyes, not a booking." },
      { title: "Trusted surgeons", text: "We refer to experienced refractive surgeons and share all your measurements." },
      { title: "Before and after care", text: "Pre-operative checks and post-operative follow-ups close to home." },
    ],
    extras: [
      { kind: "list", title: "Are you a candidate?", lead: "Good candidates generally meet all of these:", items: [
        { title: "Age 18 or older", text: "Eyes have finished growing." },
        { title: "Stable prescription", text: "No meaningful change for 1 to 2 years." },
        { title: "Healthy corneas", text: "Thick and regular enough to reshape safely." },
        { title: "Healthy eyes", text: "No active infection, keratoconus, glaucoma or cataract." },
        { title: "Prescription in range", text: "Within what laser correction treats well." },
        { title: "Manageable dry eye", text: "Dry eye treated before surgery." },
        { title: "Not pregnant or nursing", text: "Hormones can shift your prescription." },
        { title: "Stable general health", text: "No uncontrolled autoimmune disease or diabetes." },
        { title: "Realistic expectations", text: "Most patients see well without glasses; reading glasses later in life are still likely." },
        { title: "Ready for aftercare", text: "Able to attend follow-ups and use drops as prescribed." },
      ] },
      { kind: "steps", title: "Your consultation, step by step", items: [
        { title: "Prepare", text: "Stop wearing soft lenses 3 to 7 days before, and hard lenses 2 to 4 weeks before, so your corneas return to their natural shape." },
        { title: "Measure", text: "Corneal topography, pachymetry, pupil size, tear film and a dilated health exam." },
        { title: "Discuss", text: "Your options — LASIK, PRK, implantable lenses or staying with glasses — with their real risks and benefits." },
        { title: "Refer", text: "If you are a good candidate, we refer you to a surgeon and send all your results." },
      ] },
    ],
    testimonials: pick("daniel", "marcus", "simran"),
    faqs: [
      { question: "Do you perform LASIK at the clinic?", answer: "No. We evaluate your eyes and refer you to trusted surgeons, then provide follow-up care." },
      { question: "How long is the consultation?", answer: "Allow 90 to 120 minutes, including dilation." },
      { question: "Do I need to stop wearing contact lenses?", answer: "Yes: soft lenses 3 to 7 days before and hard lenses 2 to 4 weeks before, so the measurements are accurate." },
    ],
    closing: { title: "Find out if LASIK is right for you", text: "Book a consultation and get an honest, independent answer.", label: "Book a Consultation" },
  },
  {
    slug: "myopia-control",
    title: "Myopia Control",
    description: "Myopia control for children in Brampton: specialised lenses and drops that slow short-sightedness by 30 to 60%.",
    group: "optometrist",
    hero: { title: "Myopia Control for Children", subtitle: "Short-sightedness that keeps getting worse raises the risk of eye disease later in life. We can slow it down." },
    benefitsTitle: "How myopia control helps",
    benefits: [
      { title: "Slows progression", text: "Treatments can slow the worsening of myopia by up to 50%, protecting long-term eye health." },
      { title: "Most effective early", text: "Best started between ages 6 and 14, and still useful up to 18." },
      { title: "Options for every child", text: "Myopia-control spectacle lenses, daily soft contact lenses and low-dose atropine drops." },
      { title: "Measured, not guessed", text: "We track eye length and prescription every six months to prove the treatment works." },
    ],
    extras: [],
    testimonials: pick("leah", "anita", "rebecca"),
    testimonialsTitle: "Families who took control of myopia",
    testimonialsSubtitle: "Parents in Brampton on what changed for their children.",
    faqs: [
      { question: "How much can myopia control slow progression?", answer: "Studies show 30 to 60% slower progression, depending on the treatment and how consistently it is used." },
      { question: "At what age should we start?", answer: "Treatment works best between 6 and 14, while the eye is growing fastest, and can continue to 18." },
      { question: "Will my child still need glasses?", answer: "Yes, myopia control slows the change but does not reverse it. The goal is a lower final prescription and healthier eyes." },
    ],
    closing: { title: "Protect your child's vision", text: "Book a myopia assessment — it includes eye length measurement." },
  },
  {
    slug: "frame-types",
    title: "Frame Types",
    description: "Full-rim, semi-rimless, rimless and specialty frames explained by Brampton opticians, with help choosing for your face and prescription.",
    group: "optician",
    hero: { title: "Frame Types", subtitle: "The right frame depends on your prescription, face shape and lifestyle. Our opticians help you weigh all three." },
    benefitsTitle: "The main frame styles",
    benefits: [
      { title: "Full-rim", text: "The strongest and most versatile; hides thicker lenses for higher prescriptions." },
      { title: "Semi-rimless", text: "A rim on top only — lighter, with a modern, open look." },
      { title: "Rimless", text: "Lenses drilled and mounted directly; almost invisible and very light." },
      { title: "Acetate", text: "Rich colours and patterns, comfortable and easy to adjust." },
      { title: "Metal and titanium", text: "Thin, strong and hypoallergenic options with adjustable nose pads." },
      { title: "Flexible kids' frames", text: "Bendable, screwless materials made for active children." },
    ],
    extras: [],
    testimonials: pick("jose", "omar", "chen"),
    faqs: [
      { question: "Which frame suits a strong prescription?", answer: "Smaller full-rim frames in acetate hide lens edge thickness best; we also recommend high-index lenses." },
      { question: "Can I bring my own frame?", answer: "Yes, if it is in good condition we can fit new lenses into it." },
      { question: "How long do frames last?", answer: "With care, two to three years or more; we adjust and tighten them free for life." },
    ],
    closing: { title: "Find your frame", text: "Visit either clinic and try on more than 100 designer frames." },
  },
  {
    slug: "lens-types",
    title: "Lens Types",
    description: "Single vision, progressive, bifocal, high-index and blue-light lenses explained by Brampton opticians.",
    group: "optician",
    hero: { title: "Lens Types", subtitle: "The lens does the seeing. We match the design and material to how you use your eyes." },
    benefitsTitle: "Lens designs and materials",
    benefits: [
      { title: "Single vision", text: "One prescription across the lens, for distance or reading." },
      { title: "Progressive", text: "Seamless distance, intermediate and reading zones with no visible line." },
      { title: "Bifocal", text: "Two distinct zones, useful for some tasks and for children with focusing problems." },
      { title: "High-index", text: "Thinner and lighter lenses for stronger prescriptions." },
      { title: "Polycarbonate and Trivex", text: "Impact-resistant materials for children, sports and safety." },
      { title: "Photochromic", text: "Clear indoors, darkening outdoors in UV light." },
    ],
    extras: [SHOP_LENS_LISTS.lensTypes],
    testimonials: pick("chen", "fatima", "omar"),
    faqs: [
      { question: "Are progressive lenses hard to get used to?", answer: "Most people adapt within one to two weeks. Careful measurements and a good frame fit make the biggest difference." },
      { question: "Do I need high-index lenses?", answer: "For prescriptions beyond about ±4.00, high-index lenses make glasses noticeably thinner and lighter." },
      { question: "How long do lenses last?", answer: "About two to three years before scratches or a prescription change make replacement worthwhile." },
    ],
    closing: { title: "Get lenses made for your day", text: "Book an exam or visit our opticians for a lens consultation." },
  },
  {
    slug: "coatings",
    title: "Lens Coatings",
    description: "Anti-reflective, scratch-resistant, blue-light and UV lens coatings explained — which are worth it and why.",
    group: "optician",
    hero: { title: "Lens Coatings", subtitle: "Coatings change how your glasses look, last and feel. Here is what each one does." },
    benefitsTitle: "Coatings we recommend",
    benefits: [
      { title: "Anti-reflective", text: "Removes glare from screens and headlights and lets others see your eyes, not reflections." },
      { title: "Scratch-resistant", text: "A hard coat that protects the lens surface through daily cleaning." },
      { title: "UV protection", text: "Blocks UVA and UVB, protecting the eyes and the skin around them." },
      { title: "Blue-light filtering", text: "Reduces high-energy blue light for long screen days." },
      { title: "Hydrophobic and oleophobic", text: "Repels water, smudges and fingerprints so lenses stay clean longer." },
      { title: "Lasting results", text: "Quality coatings last the 2 to 3 year life of the lenses." },
    ],
    extras: [SHOP_LENS_LISTS.coatings],
    testimonials: pick("fatima", "chen", "jose"),
    faqs: [
      { question: "Is anti-reflective coating worth it?", answer: "For nearly everyone, yes — especially for night driving and screen work." },
      { question: "Can coatings be added to my current glasses?", answer: "No, coatings are applied when the lenses are made." },
      { question: "How long do coatings last?", answer: "Quality coatings last 2 to 3 years with proper cleaning — the usual life of a pair of lenses." },
    ],
    closing: { title: "Choose the right coatings", text: "Our opticians will explain what your lenses need and what they do not." },
  },
  {
    slug: "specialty-lenses",
    title: "Specialty Lenses",
    description: "Computer, driving, sports and gaming lenses in Brampton, designed for the distances and light of each task.",
    group: "optician",
    hero: { title: "Specialty Lenses", subtitle: "Everyday lenses are a compromise. Specialty lenses are designed for one task and do it better." },
    benefitsTitle: "Why choose specialty lenses",
    benefits: [
      { title: "Less strain", text: "Lenses focused for the exact distance of your task relax your eyes and neck." },
      { title: "Sharper contrast", text: "Tints and designs that improve detail in your conditions." },
      { title: "Better safety", text: "Impact-resistant materials and wrap designs for sport." },
      { title: "Expert measurements", text: "We measure your working distance and posture to design the lens." },
    ],
    extras: [
      { kind: "list", title: "Specialty lens options", items: [
        { title: "Computer and office", text: "Optimised for screens at 20 to 26 inches, with a wider intermediate zone than progressives." },
        { title: "Driving", text: "Glare control and contrast enhancement for day and night driving." },
        { title: "Sports and activity", text: "Impact-resistant wrap lenses with sport-specific tints." },
        { title: "Gaming", text: "Blue-light filtering and a wide, sharp field for long sessions." },
      ] },
    ],
    testimonials: pick("chen", "marcus", "fatima"),
    testimonialsTitle: "What our patients say",
    faqs: [
      { question: "Do I need computer glasses if I have progressives?", answer: "Progressives give a narrow intermediate zone. Computer lenses widen it, which helps if you spend hours at a screen." },
      { question: "What distance are computer lenses made for?", answer: "Usually 20 to 26 inches, measured to your own desk set-up." },
      { question: "Can sports lenses include my prescription?", answer: "Yes, most sport frames and wrap lenses can be made with your prescription." },
      { question: "Are gaming lenses different from computer lenses?", answer: "They share the screen-distance focus but add wider fields and filters for fast, long sessions." },
    ],
    closing: { title: "Book a specialty lens consultation", text: "Tell us how you use your eyes and we will design lenses for it.", label: "Book a Consultation" },
  },
];

export const SERVICE_BY_SLUG = new Map(SERVICES.map((s) => [s.slug, s]));
