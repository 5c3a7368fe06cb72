import type { Locale } from "@/content/i18n/locales";

/**
 * The clinic's statement of information practices (PHIPA, s. 16): how it collects, uses,
 * shares and protects personal health information, in every language. The intake forms'
 * consent step links here and stores HEALTH_INFORMATION_VERSION with the patient's answer, so
 * a change to the words is a new version (and a new effective date), never an edit in place.
 * Sources and what to re-check each year: docs/intake-forms.md.
 */
export const HEALTH_INFORMATION_VERSION = "2026-12";
/** The day this version took effect (ISO date, Brampton's calendar). */
export const HEALTH_INFORMATION_EFFECTIVE = "2026-12-07";
/** The page's English path; /pa and /hi serve the translations. */
export const HEALTH_INFORMATION_PATH = "/brampton/privacy/health-information";

/** The privacy officer: the contact person of PHIPA s. 15(3). Fictitious details. */
export const PRIVACY_OFFICER = { phone: "905-555-0100", email: "privacy@example.com" } as const;

/** The Information and Privacy Commissioner of Ontario, named and addressed in English in every language. */
export const IPC = {
  name: "Information and Privacy Commissioner of Ontario",
  address: "2 Bloor Street East, Suite 1400, Toronto, Ontario M4W 1A8",
  tollFree: "1-800-387-0073",
  website: "https://www.ipc.on.ca",
  websiteLabel: "www.ipc.on.ca",
} as const;

/** Section anchors, the same in every language (the intake forms may link to one). */
export const HEALTH_INFORMATION_SECTIONS = [
  "who-we-are",
  "what-we-collect",
  "why",
  "sharing",
  "protection",
  "your-rights",
  "retention",
  "complaints",
] as const;
export type HealthInformationSectionId = (typeof HEALTH_INFORMATION_SECTIONS)[number];

/**
 * A paragraph, a bulleted list, or a right named then explained. Text may hold {clinics} (the
 * clinics' names, from their records), {phone} and {email} (the privacy officer's, as links),
 * and [words](/path) for a link.
 */
export type HealthInformationBlock = string | { list: readonly string[] } | { term: string; text: string };

export type HealthInformationSection = {
  id: HealthInformationSectionId;
  heading: string;
  blocks: readonly HealthInformationBlock[];
  /** A contact card after the text: the privacy officer's or the Commissioner's. */
  contact?: "officer" | "ipc";
};

export type HealthInformationCopy = {
  metadata: { title: string; description: string };
  eyebrow: string;
  title: string;
  /** "Version {version}". */
  version: string;
  /** "In effect since {date}". */
  effective: string;
  /** HEALTH_INFORMATION_EFFECTIVE written in this language. */
  effectiveDate: string;
  intro: string;
  onThisPage: string;
  sections: readonly HealthInformationSection[];
  closing: string;
  labels: { officer: string; phone: string; email: string; frontDesk: string; ipc: string; address: string; tollFree: string; website: string };
};

const EN: HealthInformationCopy = {
  metadata: {
    title: "Your Health Information and Privacy",
    description:
      "How Brightview Eye Care collects, uses, shares and protects your health information under Ontario's PHIPA, your right to see and correct your record, and how to make a complaint.",
  },
  eyebrow: "Statement of information practices",
  title: "How we handle your health information",
  version: "Version {version}",
  effective: "In effect since {date}",
  effectiveDate: "7 December 2026",
  intro:
    "This statement explains how Brightview Eye Care collects, uses, shares and protects your personal health information, and the choices and rights you have. We publish it as Ontario's Personal Health Information Protection Act, 2004 (PHIPA) requires. If anything here is unclear, please ask us: we are happy to explain.",
  onThisPage: "On this page",
  sections: [
    {
      id: "who-we-are",
      heading: "Who we are",
      blocks: [
        "Brightview Eye Care is responsible for your health information at our clinics on {clinics} in Brampton. In the words of the law, we are the health information custodian. That means we answer for the health information our optometrists, opticians and front-desk staff collect and keep about you, and for the people and companies who handle it on our behalf, such as the provider of our records software.",
        "Our privacy officer is our contact person for privacy. They answer questions about this statement, handle requests to see or correct your record, and look into concerns and complaints.",
      ],
      contact: "officer",
    },
    {
      id: "what-we-collect",
      heading: "What we collect",
      blocks: [
        "We collect only what we need to care for you and to be paid for that care. Most of it comes from you: at the front desk, by phone, and on our online intake forms.",
        {
          list: [
            "Contact details: your name, address, phone number and e-mail.",
            "Your date of birth.",
            "Your Ontario health number and its version code (the letters after the number on your health card).",
            "Insurance details, if you want us to bill your plan: the insurance company, the plan and member numbers, and the plan holder's name.",
            "The history you give us on intake forms: your symptoms and the reason for your visit, your eye health and general health, the medications you take, allergies, eye and health conditions in your family, and your daily life (such as screen time, driving, work, sports and hobbies), because it shapes what your eyes need.",
            "What we find and record while caring for you: test results, images of your eyes, your glasses or contact lens prescription, and the notes of each visit.",
          ],
        },
        "We may also receive information about you from other health care providers, such as your family doctor when they refer you to us, or an eye specialist after we refer you to them.",
      ],
    },
    {
      id: "why",
      heading: "Why we collect, use and share it",
      blocks: [
        {
          list: [
            "To provide your eye care: examining your eyes, finding and treating eye conditions, prescribing and fitting glasses and contact lenses, and following up.",
            "To bill OHIP for the services it covers, and your insurance company when you ask us to.",
            "To send you appointment reminders, and a notice when your next eye exam is due, only if you agreed to receive them. You can stop them at any time.",
            "To run our clinics safely: scheduling, checking the quality of our care, training our staff, and keeping accurate records.",
            "To meet our legal obligations, for example reporting to the Ministry of Transportation under the Highway Traffic Act when the law requires us to report a vision problem that may make driving unsafe, or answering an inspection by the College of Optometrists of Ontario.",
          ],
        },
        "We do not use or share more information than the purpose needs.",
      ],
    },
    {
      id: "sharing",
      heading: "Who we share it with",
      blocks: [
        {
          list: [
            "Your family doctor and the other health care providers who care for you (your circle of care), such as an eye specialist we refer you to, so that they can care for you. We may assume you agree to this unless you tell us otherwise, and you can say no at any time.",
            "OHIP (Ontario's Ministry of Health), to bill the services it covers. This includes your health number, its version code and the service you received.",
            "Your insurance company, only when you ask us to bill it or to send it information for a claim.",
            "Anyone else only with your consent, or where the law requires or allows it without consent, for example a court order, a report the Highway Traffic Act requires, or to reduce a serious risk of harm to someone.",
          ],
        },
        "We never sell your information, and we never share it with anyone for marketing.",
        "Companies that provide services to us, such as our records software and its secure hosting, handle your information only on our behalf and on our instructions, and must protect it as we do.",
      ],
    },
    {
      id: "protection",
      heading: "How we protect it",
      blocks: [
        {
          list: [
            "Staff see only what their role needs. For example, the front desk sees what it needs to book and bill your visits, not all of your health information.",
            "Every time a staff member opens your health information, it is recorded in a log. In [your account](/brampton/account), under “Who has looked at my information”, you can see each look: the staff member's role, what they opened and when.",
            "Your information is stored in Canada.",
          ],
        },
        "If your information is stolen, lost, or seen or used without authority, we will tell you as soon as we reasonably can, and report it to the Information and Privacy Commissioner of Ontario where the law requires.",
      ],
    },
    {
      id: "your-rights",
      heading: "Your choices and rights",
      blocks: [
        {
          term: "See your record.",
          text: "You can ask to see your health record or to get a copy. Ask our privacy officer or the front desk; we may ask you to make the request in writing and to show identification. We answer within 30 days, or tell you within that time if we need up to 30 more. We may charge a modest fee that covers only our costs, and we tell you the amount first. In a few cases the law allows or requires us to hold back part of a record; if so, we tell you why and how to complain.",
        },
        {
          term: "Correct your record.",
          text: "If you think something in your record is wrong or incomplete, you can ask us in writing to correct it. We answer within 30 days, or tell you if we need more time, as the law allows. If we do not agree to a correction, we tell you why, and you can have a short statement of disagreement added to your record.",
        },
        {
          term: "Withdraw your consent.",
          text: "You can withdraw your consent at any time, for example to reminders or to sharing information with your insurance company. Your decision applies from then on; it does not undo what we already did with your consent. Some uses and disclosures do not depend on consent, such as billing OHIP for the services it covers and reports the law requires.",
        },
        {
          term: "Limit who sees your information (the “lockbox”).",
          text: "You can tell us not to use or share part or all of your record with a particular person, such as a specific doctor in your circle of care or a member of our staff. We will follow your instruction. If we then send information to another health care provider for your care and your instruction keeps out something we think they need, we tell them that the information is incomplete where the law requires it, without telling them what was left out. A lockbox does not apply where the law requires or allows us to share information without your consent.",
        },
        {
          term: "Someone to decide for you.",
          text: "A parent or guardian can usually make these decisions for a child under 16. If you cannot make them yourself, a substitute decision-maker can make them for you, as the law allows.",
        },
        "To use any of these rights, contact our privacy officer at {phone} or {email}, or ask at the front desk.",
      ],
    },
    {
      id: "retention",
      heading: "How long we keep your records",
      blocks: [
        "As the College of Optometrists of Ontario requires, we keep your health record for at least 10 years after your last visit. A child's record is kept for at least 10 years after they turn 18.",
        "When we no longer need to keep a record, we destroy it securely, so that it cannot be read or put back together.",
      ],
    },
    {
      id: "complaints",
      heading: "Questions and complaints",
      blocks: [
        "If you have a question, or a concern about how we have handled your health information, please contact our privacy officer first, at {phone} or {email}. We will listen, look into it, and tell you what we found and what we did.",
        "You also have the right to complain to the Information and Privacy Commissioner of Ontario, the independent office that oversees Ontario's health privacy law. There are time limits for complaints, so it is best to contact them soon.",
      ],
      contact: "ipc",
    },
  ],
  closing:
    "We review this statement regularly and update it when our practices change. The version and date at the top tell you which statement you are reading. When you confirm on an intake form that you have read it, we record the version you read.",
  labels: {
    officer: "Privacy officer",
    phone: "Phone",
    email: "E-mail",
    frontDesk: "Or ask at the front desk of any of our clinics.",
    ipc: "Information and Privacy Commissioner of Ontario",
    address: "Address",
    tollFree: "Toll-free",
    website: "Website",
  },
};

const PA: HealthInformationCopy = {
  metadata: {
    title: "ਤੁਹਾਡੀ ਸਿਹਤ ਜਾਣਕਾਰੀ ਅਤੇ ਪ੍ਰਾਈਵੇਸੀ",
    description:
      "Brightview Eye Care ਓਂਟਾਰੀਓ ਦੇ ਸਿਹਤ ਪ੍ਰਾਈਵੇਸੀ ਕਾਨੂੰਨ (PHIPA) ਅਧੀਨ ਤੁਹਾਡੀ ਸਿਹਤ ਜਾਣਕਾਰੀ ਕਿਵੇਂ ਇਕੱਠੀ ਕਰਦਾ, ਵਰਤਦਾ, ਸਾਂਝੀ ਕਰਦਾ ਅਤੇ ਸੁਰੱਖਿਅਤ ਰੱਖਦਾ ਹੈ, ਆਪਣਾ ਰਿਕਾਰਡ ਦੇਖਣ ਅਤੇ ਠੀਕ ਕਰਵਾਉਣ ਦਾ ਤੁਹਾਡਾ ਹੱਕ, ਅਤੇ ਸ਼ਿਕਾਇਤ ਕਿਵੇਂ ਕਰਨੀ ਹੈ।",
  },
  eyebrow: "ਜਾਣਕਾਰੀ ਸੰਭਾਲਣ ਦੇ ਤਰੀਕਿਆਂ ਬਾਰੇ ਬਿਆਨ",
  title: "ਅਸੀਂ ਤੁਹਾਡੀ ਸਿਹਤ ਜਾਣਕਾਰੀ ਕਿਵੇਂ ਸੰਭਾਲਦੇ ਹਾਂ",
  version: "ਵਰਜਨ {version}",
  effective: "{date} ਤੋਂ ਲਾਗੂ",
  effectiveDate: "7 ਦਸੰਬਰ 2026",
  intro:
    "ਇਹ ਬਿਆਨ ਦੱਸਦਾ ਹੈ ਕਿ Brightview Eye Care ਤੁਹਾਡੀ ਨਿੱਜੀ ਸਿਹਤ ਜਾਣਕਾਰੀ ਕਿਵੇਂ ਇਕੱਠੀ ਕਰਦਾ, ਵਰਤਦਾ, ਸਾਂਝੀ ਕਰਦਾ ਅਤੇ ਸੁਰੱਖਿਅਤ ਰੱਖਦਾ ਹੈ, ਅਤੇ ਇਸ ਬਾਰੇ ਤੁਹਾਡੀਆਂ ਚੋਣਾਂ ਅਤੇ ਹੱਕ ਕੀ ਹਨ। ਅਸੀਂ ਇਹ ਬਿਆਨ ਓਂਟਾਰੀਓ ਦੇ ਨਿੱਜੀ ਸਿਹਤ ਜਾਣਕਾਰੀ ਸੁਰੱਖਿਆ ਕਾਨੂੰਨ (Personal Health Information Protection Act, 2004, PHIPA) ਅਨੁਸਾਰ ਛਾਪਦੇ ਹਾਂ। ਜੇ ਕੋਈ ਗੱਲ ਸਮਝ ਨਾ ਆਵੇ ਤਾਂ ਕਿਰਪਾ ਕਰਕੇ ਸਾਨੂੰ ਪੁੱਛੋ, ਅਸੀਂ ਖ਼ੁਸ਼ੀ ਨਾਲ ਸਮਝਾਵਾਂਗੇ।",
  onThisPage: "ਇਸ ਸਫ਼ੇ ਉੱਤੇ",
  sections: [
    {
      id: "who-we-are",
      heading: "ਅਸੀਂ ਕੌਣ ਹਾਂ",
      blocks: [
        "ਬਰੈਂਪਟਨ ਵਿੱਚ {clinics} ਉੱਤੇ ਸਾਡੇ ਕਲੀਨਿਕਾਂ ਵਿੱਚ ਤੁਹਾਡੀ ਸਿਹਤ ਜਾਣਕਾਰੀ ਦੀ ਜ਼ਿੰਮੇਵਾਰੀ Brightview Eye Care ਦੀ ਹੈ। ਕਾਨੂੰਨ ਦੀ ਬੋਲੀ ਵਿੱਚ ਅਸੀਂ ਸਿਹਤ ਜਾਣਕਾਰੀ ਦੇ ਜ਼ਿੰਮੇਵਾਰ ਰਖਵਾਲੇ (health information custodian) ਹਾਂ। ਇਸ ਦਾ ਮਤਲਬ ਹੈ ਕਿ ਸਾਡੇ ਆਪਟੋਮੈਟ੍ਰਿਸਟ (optometrist), ਆਪਟੀਸ਼ੀਅਨ (optician) ਅਤੇ ਫ਼ਰੰਟ ਡੈਸਕ ਦਾ ਸਟਾਫ਼ ਤੁਹਾਡੇ ਬਾਰੇ ਜੋ ਸਿਹਤ ਜਾਣਕਾਰੀ ਇਕੱਠੀ ਕਰਦਾ ਅਤੇ ਰੱਖਦਾ ਹੈ, ਉਸ ਦੀ ਜਵਾਬਦੇਹੀ ਸਾਡੀ ਹੈ। ਜਿਹੜੇ ਲੋਕ ਅਤੇ ਕੰਪਨੀਆਂ ਸਾਡੀ ਤਰਫ਼ੋਂ ਇਹ ਜਾਣਕਾਰੀ ਸੰਭਾਲਦੇ ਹਨ, ਜਿਵੇਂ ਸਾਡਾ ਰਿਕਾਰਡ ਸਾਫ਼ਟਵੇਅਰ ਦੇਣ ਵਾਲੀ ਕੰਪਨੀ, ਉਹਨਾਂ ਦੀ ਜਵਾਬਦੇਹੀ ਵੀ ਸਾਡੀ ਹੈ।",
        "ਪ੍ਰਾਈਵੇਸੀ ਬਾਰੇ ਸਾਡਾ ਸੰਪਰਕ ਵਿਅਕਤੀ ਸਾਡਾ ਪ੍ਰਾਈਵੇਸੀ ਅਫ਼ਸਰ (privacy officer) ਹੈ। ਉਹ ਇਸ ਬਿਆਨ ਬਾਰੇ ਸਵਾਲਾਂ ਦੇ ਜਵਾਬ ਦਿੰਦੇ ਹਨ, ਤੁਹਾਡਾ ਰਿਕਾਰਡ ਦੇਖਣ ਜਾਂ ਠੀਕ ਕਰਵਾਉਣ ਦੀਆਂ ਬੇਨਤੀਆਂ ਸੰਭਾਲਦੇ ਹਨ, ਅਤੇ ਚਿੰਤਾਵਾਂ ਅਤੇ ਸ਼ਿਕਾਇਤਾਂ ਦੀ ਜਾਂਚ ਕਰਦੇ ਹਨ।",
      ],
      contact: "officer",
    },
    {
      id: "what-we-collect",
      heading: "ਅਸੀਂ ਕਿਹੜੀ ਜਾਣਕਾਰੀ ਇਕੱਠੀ ਕਰਦੇ ਹਾਂ",
      blocks: [
        "ਅਸੀਂ ਸਿਰਫ਼ ਉਹੀ ਜਾਣਕਾਰੀ ਲੈਂਦੇ ਹਾਂ ਜੋ ਤੁਹਾਡੀ ਦੇਖਭਾਲ ਲਈ ਅਤੇ ਉਸ ਦੇਖਭਾਲ ਦਾ ਭੁਗਤਾਨ ਲੈਣ ਲਈ ਲੋੜੀਂਦੀ ਹੈ। ਇਸ ਵਿੱਚੋਂ ਜ਼ਿਆਦਾਤਰ ਜਾਣਕਾਰੀ ਤੁਸੀਂ ਆਪ ਦਿੰਦੇ ਹੋ: ਫ਼ਰੰਟ ਡੈਸਕ ਉੱਤੇ, ਫ਼ੋਨ ਉੱਤੇ, ਅਤੇ ਸਾਡੇ ਔਨਲਾਈਨ ਇਨਟੇਕ ਫ਼ਾਰਮਾਂ (intake forms) ਵਿੱਚ।",
        {
          list: [
            "ਸੰਪਰਕ ਦੇ ਵੇਰਵੇ: ਤੁਹਾਡਾ ਨਾਂ, ਪਤਾ, ਫ਼ੋਨ ਨੰਬਰ ਅਤੇ ਈਮੇਲ।",
            "ਤੁਹਾਡੀ ਜਨਮ ਤਾਰੀਖ਼।",
            "ਤੁਹਾਡਾ ਓਂਟਾਰੀਓ ਹੈਲਥ ਨੰਬਰ ਅਤੇ ਉਸ ਦਾ ਵਰਜਨ ਕੋਡ (version code), ਭਾਵ ਹੈਲਥ ਕਾਰਡ ਉੱਤੇ ਨੰਬਰ ਤੋਂ ਬਾਅਦ ਲਿਖੇ ਅੱਖਰ।",
            "ਇੰਸ਼ੋਰੈਂਸ ਦੇ ਵੇਰਵੇ, ਜੇ ਤੁਸੀਂ ਚਾਹੁੰਦੇ ਹੋ ਕਿ ਅਸੀਂ ਤੁਹਾਡੇ ਪਲਾਨ ਨੂੰ ਬਿੱਲ ਭੇਜੀਏ: ਇੰਸ਼ੋਰੈਂਸ ਕੰਪਨੀ, ਪਲਾਨ ਅਤੇ ਮੈਂਬਰ ਨੰਬਰ, ਅਤੇ ਪਲਾਨ ਵਾਲੇ ਵਿਅਕਤੀ ਦਾ ਨਾਂ।",
            "ਇਨਟੇਕ ਫ਼ਾਰਮਾਂ ਵਿੱਚ ਤੁਹਾਡੀ ਦਿੱਤੀ ਜਾਣਕਾਰੀ: ਤੁਹਾਡੀ ਤਕਲੀਫ਼ ਅਤੇ ਆਉਣ ਦਾ ਕਾਰਨ, ਤੁਹਾਡੀਆਂ ਅੱਖਾਂ ਦੀ ਸਿਹਤ ਅਤੇ ਆਮ ਸਿਹਤ, ਤੁਸੀਂ ਕਿਹੜੀਆਂ ਦਵਾਈਆਂ ਲੈਂਦੇ ਹੋ, ਐਲਰਜੀਆਂ, ਪਰਿਵਾਰ ਵਿੱਚ ਅੱਖਾਂ ਜਾਂ ਸਿਹਤ ਦੀਆਂ ਬਿਮਾਰੀਆਂ, ਅਤੇ ਤੁਹਾਡੀ ਰੋਜ਼ਾਨਾ ਜ਼ਿੰਦਗੀ (ਜਿਵੇਂ ਸਕਰੀਨ ਅੱਗੇ ਬਿਤਾਇਆ ਸਮਾਂ, ਗੱਡੀ ਚਲਾਉਣਾ, ਕੰਮ, ਖੇਡਾਂ ਅਤੇ ਸ਼ੌਕ), ਕਿਉਂਕਿ ਇਸ ਤੋਂ ਪਤਾ ਲੱਗਦਾ ਹੈ ਕਿ ਤੁਹਾਡੀਆਂ ਅੱਖਾਂ ਨੂੰ ਕੀ ਚਾਹੀਦਾ ਹੈ।",
            "ਤੁਹਾਡੀ ਦੇਖਭਾਲ ਦੌਰਾਨ ਅਸੀਂ ਜੋ ਦੇਖਦੇ ਅਤੇ ਲਿਖਦੇ ਹਾਂ: ਟੈਸਟਾਂ ਦੇ ਨਤੀਜੇ, ਤੁਹਾਡੀਆਂ ਅੱਖਾਂ ਦੀਆਂ ਤਸਵੀਰਾਂ, ਐਨਕ ਜਾਂ ਕਾਂਟੈਕਟ ਲੈਂਜ਼ ਦਾ ਨੰਬਰ (prescription), ਅਤੇ ਹਰ ਅਪਾਇੰਟਮੈਂਟ ਦੇ ਨੋਟ।",
          ],
        },
        "ਸਾਨੂੰ ਤੁਹਾਡੇ ਬਾਰੇ ਜਾਣਕਾਰੀ ਦੂਜੇ ਸਿਹਤ ਸੇਵਾ ਦੇਣ ਵਾਲਿਆਂ ਤੋਂ ਵੀ ਮਿਲ ਸਕਦੀ ਹੈ, ਜਿਵੇਂ ਤੁਹਾਡੇ ਫ਼ੈਮਿਲੀ ਡਾਕਟਰ ਤੋਂ ਜਦੋਂ ਉਹ ਤੁਹਾਨੂੰ ਸਾਡੇ ਕੋਲ ਭੇਜਦੇ ਹਨ, ਜਾਂ ਅੱਖਾਂ ਦੇ ਸਪੈਸ਼ਲਿਸਟ ਡਾਕਟਰ ਤੋਂ ਜਦੋਂ ਅਸੀਂ ਤੁਹਾਨੂੰ ਉਹਨਾਂ ਕੋਲ ਭੇਜਦੇ ਹਾਂ।",
      ],
    },
    {
      id: "why",
      heading: "ਅਸੀਂ ਇਹ ਜਾਣਕਾਰੀ ਕਿਉਂ ਇਕੱਠੀ ਕਰਦੇ, ਵਰਤਦੇ ਅਤੇ ਸਾਂਝੀ ਕਰਦੇ ਹਾਂ",
      blocks: [
        {
          list: [
            "ਤੁਹਾਡੀਆਂ ਅੱਖਾਂ ਦੀ ਦੇਖਭਾਲ ਲਈ: ਅੱਖਾਂ ਦੀ ਜਾਂਚ, ਅੱਖਾਂ ਦੀਆਂ ਬਿਮਾਰੀਆਂ ਦੀ ਪਛਾਣ ਅਤੇ ਇਲਾਜ, ਐਨਕਾਂ ਅਤੇ ਕਾਂਟੈਕਟ ਲੈਂਜ਼ ਦਾ ਨੰਬਰ ਦੇਣਾ ਅਤੇ ਫ਼ਿੱਟ ਕਰਨਾ, ਅਤੇ ਫ਼ਾਲੋ-ਅੱਪ।",
            "OHIP ਵੱਲੋਂ ਕਵਰ ਕੀਤੀਆਂ ਸੇਵਾਵਾਂ ਦਾ ਬਿੱਲ OHIP ਨੂੰ ਭੇਜਣ ਲਈ, ਅਤੇ ਜਦੋਂ ਤੁਸੀਂ ਕਹੋ, ਤੁਹਾਡੀ ਇੰਸ਼ੋਰੈਂਸ ਕੰਪਨੀ ਨੂੰ।",
            "ਅਪਾਇੰਟਮੈਂਟ ਦੇ ਰਿਮਾਈਂਡਰ, ਅਤੇ ਅਗਲੀ ਅੱਖਾਂ ਦੀ ਜਾਂਚ ਦਾ ਸਮਾਂ ਹੋਣ ਦੀ ਸੂਚਨਾ ਭੇਜਣ ਲਈ, ਸਿਰਫ਼ ਤਾਂ ਜੇ ਤੁਸੀਂ ਇਹਨਾਂ ਲਈ ਸਹਿਮਤੀ ਦਿੱਤੀ ਹੋਵੇ। ਤੁਸੀਂ ਇਹਨਾਂ ਨੂੰ ਕਿਸੇ ਵੀ ਸਮੇਂ ਬੰਦ ਕਰ ਸਕਦੇ ਹੋ।",
            "ਆਪਣੇ ਕਲੀਨਿਕ ਸੁਰੱਖਿਅਤ ਢੰਗ ਨਾਲ ਚਲਾਉਣ ਲਈ: ਅਪਾਇੰਟਮੈਂਟਾਂ ਦਾ ਪ੍ਰਬੰਧ, ਆਪਣੀ ਦੇਖਭਾਲ ਦੀ ਗੁਣਵੱਤਾ ਦੀ ਜਾਂਚ, ਸਟਾਫ਼ ਦੀ ਸਿਖਲਾਈ, ਅਤੇ ਸਹੀ ਰਿਕਾਰਡ ਰੱਖਣਾ।",
            "ਕਾਨੂੰਨੀ ਜ਼ਿੰਮੇਵਾਰੀਆਂ ਪੂਰੀਆਂ ਕਰਨ ਲਈ, ਜਿਵੇਂ ਜਦੋਂ ਕਾਨੂੰਨ ਮੰਗ ਕਰੇ ਤਾਂ ਸੜਕੀ ਆਵਾਜਾਈ ਕਾਨੂੰਨ (Highway Traffic Act) ਅਧੀਨ ਆਵਾਜਾਈ ਮੰਤਰਾਲੇ (Ministry of Transportation) ਨੂੰ ਨਜ਼ਰ ਦੀ ਅਜਿਹੀ ਸਮੱਸਿਆ ਦੀ ਰਿਪੋਰਟ ਕਰਨਾ ਜਿਸ ਕਾਰਨ ਗੱਡੀ ਚਲਾਉਣਾ ਖ਼ਤਰਨਾਕ ਹੋ ਸਕਦਾ ਹੈ, ਜਾਂ ਆਪਟੋਮੈਟ੍ਰਿਸਟਾਂ ਦੀ ਨਿਗਰਾਨ ਸੰਸਥਾ (College of Optometrists of Ontario) ਦੀ ਜਾਂਚ ਦਾ ਜਵਾਬ ਦੇਣਾ।",
          ],
        },
        "ਅਸੀਂ ਕਿਸੇ ਵੀ ਕੰਮ ਲਈ ਲੋੜ ਤੋਂ ਵੱਧ ਜਾਣਕਾਰੀ ਨਾ ਵਰਤਦੇ ਹਾਂ, ਨਾ ਸਾਂਝੀ ਕਰਦੇ ਹਾਂ।",
      ],
    },
    {
      id: "sharing",
      heading: "ਅਸੀਂ ਜਾਣਕਾਰੀ ਕਿਸ ਨਾਲ ਸਾਂਝੀ ਕਰਦੇ ਹਾਂ",
      blocks: [
        {
          list: [
            "ਤੁਹਾਡੇ ਫ਼ੈਮਿਲੀ ਡਾਕਟਰ ਅਤੇ ਤੁਹਾਡੀ ਦੇਖਭਾਲ ਕਰਨ ਵਾਲੇ ਹੋਰ ਸਿਹਤ ਸੇਵਾ ਦੇਣ ਵਾਲੇ (circle of care), ਜਿਵੇਂ ਅੱਖਾਂ ਦੇ ਸਪੈਸ਼ਲਿਸਟ ਡਾਕਟਰ ਜਿਨ੍ਹਾਂ ਕੋਲ ਅਸੀਂ ਤੁਹਾਨੂੰ ਭੇਜਦੇ ਹਾਂ, ਤਾਂ ਜੋ ਉਹ ਤੁਹਾਡੀ ਦੇਖਭਾਲ ਕਰ ਸਕਣ। ਜਦ ਤੱਕ ਤੁਸੀਂ ਸਾਨੂੰ ਮਨ੍ਹਾ ਨਹੀਂ ਕਰਦੇ, ਅਸੀਂ ਮੰਨ ਸਕਦੇ ਹਾਂ ਕਿ ਤੁਸੀਂ ਇਸ ਨਾਲ ਸਹਿਮਤ ਹੋ, ਅਤੇ ਤੁਸੀਂ ਕਿਸੇ ਵੀ ਸਮੇਂ ਨਾਂਹ ਕਹਿ ਸਕਦੇ ਹੋ।",
            "OHIP (ਓਂਟਾਰੀਓ ਦਾ ਸਿਹਤ ਮੰਤਰਾਲਾ), OHIP ਵੱਲੋਂ ਕਵਰ ਕੀਤੀਆਂ ਸੇਵਾਵਾਂ ਦੇ ਬਿੱਲ ਲਈ। ਇਸ ਵਿੱਚ ਤੁਹਾਡਾ ਹੈਲਥ ਨੰਬਰ, ਉਸ ਦਾ ਵਰਜਨ ਕੋਡ ਅਤੇ ਤੁਹਾਨੂੰ ਮਿਲੀ ਸੇਵਾ ਸ਼ਾਮਲ ਹੁੰਦੀ ਹੈ।",
            "ਤੁਹਾਡੀ ਇੰਸ਼ੋਰੈਂਸ ਕੰਪਨੀ, ਸਿਰਫ਼ ਉਦੋਂ ਜਦੋਂ ਤੁਸੀਂ ਸਾਨੂੰ ਉਸ ਨੂੰ ਬਿੱਲ ਭੇਜਣ ਜਾਂ ਕਲੇਮ ਲਈ ਜਾਣਕਾਰੀ ਭੇਜਣ ਲਈ ਕਹੋ।",
            "ਹੋਰ ਕੋਈ ਵੀ, ਸਿਰਫ਼ ਤੁਹਾਡੀ ਸਹਿਮਤੀ ਨਾਲ, ਜਾਂ ਜਿੱਥੇ ਕਾਨੂੰਨ ਸਹਿਮਤੀ ਤੋਂ ਬਿਨਾਂ ਇਸ ਦੀ ਮੰਗ ਕਰੇ ਜਾਂ ਇਜਾਜ਼ਤ ਦੇਵੇ, ਜਿਵੇਂ ਅਦਾਲਤ ਦਾ ਹੁਕਮ, ਸੜਕੀ ਆਵਾਜਾਈ ਕਾਨੂੰਨ ਅਧੀਨ ਲਾਜ਼ਮੀ ਰਿਪੋਰਟ, ਜਾਂ ਕਿਸੇ ਨੂੰ ਗੰਭੀਰ ਨੁਕਸਾਨ ਦਾ ਖ਼ਤਰਾ ਘਟਾਉਣ ਲਈ।",
          ],
        },
        "ਅਸੀਂ ਤੁਹਾਡੀ ਜਾਣਕਾਰੀ ਕਦੇ ਨਹੀਂ ਵੇਚਦੇ, ਅਤੇ ਮਾਰਕੀਟਿੰਗ ਲਈ ਕਦੇ ਕਿਸੇ ਨਾਲ ਸਾਂਝੀ ਨਹੀਂ ਕਰਦੇ।",
        "ਜਿਹੜੀਆਂ ਕੰਪਨੀਆਂ ਸਾਨੂੰ ਸੇਵਾਵਾਂ ਦਿੰਦੀਆਂ ਹਨ, ਜਿਵੇਂ ਸਾਡਾ ਰਿਕਾਰਡ ਸਾਫ਼ਟਵੇਅਰ ਅਤੇ ਉਸ ਦੀ ਸੁਰੱਖਿਅਤ ਹੋਸਟਿੰਗ, ਉਹ ਤੁਹਾਡੀ ਜਾਣਕਾਰੀ ਸਿਰਫ਼ ਸਾਡੀ ਤਰਫ਼ੋਂ ਅਤੇ ਸਾਡੀਆਂ ਹਦਾਇਤਾਂ ਅਨੁਸਾਰ ਸੰਭਾਲਦੀਆਂ ਹਨ, ਅਤੇ ਉਹਨਾਂ ਨੂੰ ਇਸ ਦੀ ਰਾਖੀ ਸਾਡੇ ਵਾਂਗ ਹੀ ਕਰਨੀ ਪੈਂਦੀ ਹੈ।",
      ],
    },
    {
      id: "protection",
      heading: "ਅਸੀਂ ਇਸ ਦੀ ਰਾਖੀ ਕਿਵੇਂ ਕਰਦੇ ਹਾਂ",
      blocks: [
        {
          list: [
            "ਸਟਾਫ਼ ਸਿਰਫ਼ ਉਹੀ ਦੇਖਦਾ ਹੈ ਜੋ ਉਸ ਦੇ ਕੰਮ ਲਈ ਲੋੜੀਂਦਾ ਹੈ। ਮਿਸਾਲ ਵਜੋਂ, ਫ਼ਰੰਟ ਡੈਸਕ ਨੂੰ ਅਪਾਇੰਟਮੈਂਟ ਬੁੱਕ ਕਰਨ ਅਤੇ ਬਿੱਲ ਭੇਜਣ ਜੋਗੀ ਜਾਣਕਾਰੀ ਦਿਸਦੀ ਹੈ, ਤੁਹਾਡੀ ਸਾਰੀ ਸਿਹਤ ਜਾਣਕਾਰੀ ਨਹੀਂ।",
            "ਜਦੋਂ ਵੀ ਸਟਾਫ਼ ਦਾ ਕੋਈ ਮੈਂਬਰ ਤੁਹਾਡੀ ਸਿਹਤ ਜਾਣਕਾਰੀ ਖੋਲ੍ਹਦਾ ਹੈ, ਇਹ ਇੱਕ ਲੌਗ ਵਿੱਚ ਦਰਜ ਹੁੰਦਾ ਹੈ। [ਆਪਣੇ ਖਾਤੇ](/brampton/account) ਵਿੱਚ “ਮੇਰੀ ਜਾਣਕਾਰੀ ਕਿਸ ਨੇ ਦੇਖੀ ਹੈ” (Who has looked at my information) ਹਿੱਸੇ ਵਿੱਚ ਤੁਸੀਂ ਹਰ ਵਾਰ ਦੇਖ ਸਕਦੇ ਹੋ: ਦੇਖਣ ਵਾਲੇ ਦਾ ਅਹੁਦਾ, ਉਸ ਨੇ ਕੀ ਖੋਲ੍ਹਿਆ ਅਤੇ ਕਦੋਂ।",
            "ਤੁਹਾਡੀ ਜਾਣਕਾਰੀ ਕੈਨੇਡਾ ਵਿੱਚ ਰੱਖੀ ਜਾਂਦੀ ਹੈ।",
          ],
        },
        "ਜੇ ਤੁਹਾਡੀ ਜਾਣਕਾਰੀ ਚੋਰੀ ਹੋ ਜਾਵੇ, ਗੁੰਮ ਹੋ ਜਾਵੇ, ਜਾਂ ਬਿਨਾਂ ਇਜਾਜ਼ਤ ਦੇਖੀ ਜਾਂ ਵਰਤੀ ਜਾਵੇ, ਤਾਂ ਅਸੀਂ ਤੁਹਾਨੂੰ ਜਿੰਨੀ ਛੇਤੀ ਹੋ ਸਕੇ ਦੱਸਾਂਗੇ, ਅਤੇ ਜਿੱਥੇ ਕਾਨੂੰਨ ਮੰਗ ਕਰੇ, ਓਂਟਾਰੀਓ ਦੇ ਜਾਣਕਾਰੀ ਅਤੇ ਪ੍ਰਾਈਵੇਸੀ ਕਮਿਸ਼ਨਰ (Information and Privacy Commissioner of Ontario) ਨੂੰ ਰਿਪੋਰਟ ਕਰਾਂਗੇ।",
      ],
    },
    {
      id: "your-rights",
      heading: "ਤੁਹਾਡੀਆਂ ਚੋਣਾਂ ਅਤੇ ਹੱਕ",
      blocks: [
        {
          term: "ਆਪਣਾ ਰਿਕਾਰਡ ਦੇਖਣਾ।",
          text: "ਤੁਸੀਂ ਆਪਣਾ ਸਿਹਤ ਰਿਕਾਰਡ ਦੇਖਣ ਜਾਂ ਉਸ ਦੀ ਕਾਪੀ ਲੈਣ ਲਈ ਕਹਿ ਸਕਦੇ ਹੋ। ਸਾਡੇ ਪ੍ਰਾਈਵੇਸੀ ਅਫ਼ਸਰ ਜਾਂ ਫ਼ਰੰਟ ਡੈਸਕ ਨੂੰ ਪੁੱਛੋ; ਅਸੀਂ ਤੁਹਾਨੂੰ ਬੇਨਤੀ ਲਿਖ ਕੇ ਦੇਣ ਅਤੇ ਆਪਣੀ ਪਛਾਣ ਦਾ ਸਬੂਤ ਦਿਖਾਉਣ ਲਈ ਕਹਿ ਸਕਦੇ ਹਾਂ। ਅਸੀਂ 30 ਦਿਨਾਂ ਦੇ ਅੰਦਰ ਜਵਾਬ ਦਿੰਦੇ ਹਾਂ, ਜਾਂ ਉਸੇ ਸਮੇਂ ਵਿੱਚ ਦੱਸ ਦਿੰਦੇ ਹਾਂ ਜੇ ਸਾਨੂੰ 30 ਦਿਨ ਤੱਕ ਹੋਰ ਚਾਹੀਦੇ ਹੋਣ। ਅਸੀਂ ਸਿਰਫ਼ ਆਪਣਾ ਖ਼ਰਚਾ ਪੂਰਾ ਕਰਨ ਜੋਗੀ ਥੋੜ੍ਹੀ ਫ਼ੀਸ ਲੈ ਸਕਦੇ ਹਾਂ, ਅਤੇ ਰਕਮ ਪਹਿਲਾਂ ਦੱਸਦੇ ਹਾਂ। ਕੁਝ ਹਾਲਤਾਂ ਵਿੱਚ ਕਾਨੂੰਨ ਸਾਨੂੰ ਰਿਕਾਰਡ ਦਾ ਕੁਝ ਹਿੱਸਾ ਰੋਕਣ ਦੀ ਇਜਾਜ਼ਤ ਦਿੰਦਾ ਹੈ ਜਾਂ ਮੰਗ ਕਰਦਾ ਹੈ; ਤਦ ਅਸੀਂ ਤੁਹਾਨੂੰ ਕਾਰਨ ਅਤੇ ਸ਼ਿਕਾਇਤ ਕਰਨ ਦਾ ਤਰੀਕਾ ਦੱਸਦੇ ਹਾਂ।",
        },
        {
          term: "ਰਿਕਾਰਡ ਠੀਕ ਕਰਵਾਉਣਾ।",
          text: "ਜੇ ਤੁਹਾਨੂੰ ਲੱਗਦਾ ਹੈ ਕਿ ਤੁਹਾਡੇ ਰਿਕਾਰਡ ਵਿੱਚ ਕੁਝ ਗ਼ਲਤ ਜਾਂ ਅਧੂਰਾ ਹੈ, ਤਾਂ ਤੁਸੀਂ ਸਾਨੂੰ ਲਿਖ ਕੇ ਇਸ ਨੂੰ ਠੀਕ ਕਰਨ ਲਈ ਕਹਿ ਸਕਦੇ ਹੋ। ਅਸੀਂ 30 ਦਿਨਾਂ ਦੇ ਅੰਦਰ ਜਵਾਬ ਦਿੰਦੇ ਹਾਂ, ਜਾਂ ਦੱਸ ਦਿੰਦੇ ਹਾਂ ਜੇ ਸਾਨੂੰ ਕਾਨੂੰਨ ਮੁਤਾਬਕ ਹੋਰ ਸਮਾਂ ਚਾਹੀਦਾ ਹੋਵੇ। ਜੇ ਅਸੀਂ ਤਬਦੀਲੀ ਨਾਲ ਸਹਿਮਤ ਨਾ ਹੋਈਏ, ਤਾਂ ਅਸੀਂ ਕਾਰਨ ਦੱਸਦੇ ਹਾਂ, ਅਤੇ ਤੁਸੀਂ ਆਪਣੀ ਅਸਹਿਮਤੀ ਦਾ ਛੋਟਾ ਬਿਆਨ ਆਪਣੇ ਰਿਕਾਰਡ ਨਾਲ ਜੁੜਵਾ ਸਕਦੇ ਹੋ।",
        },
        {
          term: "ਸਹਿਮਤੀ ਵਾਪਸ ਲੈਣਾ।",
          text: "ਤੁਸੀਂ ਕਿਸੇ ਵੀ ਸਮੇਂ ਆਪਣੀ ਸਹਿਮਤੀ ਵਾਪਸ ਲੈ ਸਕਦੇ ਹੋ, ਜਿਵੇਂ ਰਿਮਾਈਂਡਰਾਂ ਲਈ, ਜਾਂ ਇੰਸ਼ੋਰੈਂਸ ਕੰਪਨੀ ਨਾਲ ਜਾਣਕਾਰੀ ਸਾਂਝੀ ਕਰਨ ਲਈ। ਤੁਹਾਡਾ ਫ਼ੈਸਲਾ ਉਸ ਸਮੇਂ ਤੋਂ ਅੱਗੇ ਲਾਗੂ ਹੁੰਦਾ ਹੈ; ਤੁਹਾਡੀ ਸਹਿਮਤੀ ਨਾਲ ਪਹਿਲਾਂ ਹੋ ਚੁੱਕਾ ਕੰਮ ਵਾਪਸ ਨਹੀਂ ਹੁੰਦਾ। ਕੁਝ ਵਰਤੋਂ ਅਤੇ ਜਾਣਕਾਰੀ ਦੇਣਾ ਸਹਿਮਤੀ ਉੱਤੇ ਨਿਰਭਰ ਨਹੀਂ ਕਰਦਾ, ਜਿਵੇਂ OHIP ਵੱਲੋਂ ਕਵਰ ਕੀਤੀਆਂ ਸੇਵਾਵਾਂ ਦਾ ਬਿੱਲ OHIP ਨੂੰ ਭੇਜਣਾ, ਅਤੇ ਕਾਨੂੰਨ ਵੱਲੋਂ ਲਾਜ਼ਮੀ ਰਿਪੋਰਟਾਂ।",
        },
        {
          term: "ਤੁਹਾਡੀ ਜਾਣਕਾਰੀ ਕੌਣ ਦੇਖੇ, ਇਸ ਉੱਤੇ ਰੋਕ ਲਾਉਣਾ, ਜਿਸ ਨੂੰ ਲੌਕਬਾਕਸ (lockbox) ਕਹਿੰਦੇ ਹਨ।",
          text: "ਤੁਸੀਂ ਸਾਨੂੰ ਕਹਿ ਸਕਦੇ ਹੋ ਕਿ ਤੁਹਾਡੇ ਰਿਕਾਰਡ ਦਾ ਕੁਝ ਹਿੱਸਾ ਜਾਂ ਸਾਰਾ ਰਿਕਾਰਡ ਕਿਸੇ ਖ਼ਾਸ ਵਿਅਕਤੀ ਲਈ ਨਾ ਵਰਤਿਆ ਜਾਵੇ ਅਤੇ ਨਾ ਉਸ ਨਾਲ ਸਾਂਝਾ ਕੀਤਾ ਜਾਵੇ, ਜਿਵੇਂ ਤੁਹਾਡੀ ਦੇਖਭਾਲ ਕਰਨ ਵਾਲਿਆਂ ਵਿੱਚੋਂ ਕੋਈ ਖ਼ਾਸ ਡਾਕਟਰ, ਜਾਂ ਸਾਡੇ ਸਟਾਫ਼ ਦਾ ਕੋਈ ਮੈਂਬਰ। ਅਸੀਂ ਤੁਹਾਡੀ ਹਦਾਇਤ ਮੰਨਾਂਗੇ। ਜੇ ਫਿਰ ਅਸੀਂ ਤੁਹਾਡੀ ਦੇਖਭਾਲ ਲਈ ਕਿਸੇ ਹੋਰ ਸਿਹਤ ਸੇਵਾ ਦੇਣ ਵਾਲੇ ਨੂੰ ਜਾਣਕਾਰੀ ਭੇਜਦੇ ਹਾਂ, ਅਤੇ ਤੁਹਾਡੀ ਹਦਾਇਤ ਕਾਰਨ ਅਜਿਹੀ ਗੱਲ ਰਹਿ ਜਾਂਦੀ ਹੈ ਜੋ ਸਾਡੇ ਖ਼ਿਆਲ ਵਿੱਚ ਉਹਨਾਂ ਨੂੰ ਚਾਹੀਦੀ ਹੈ, ਤਾਂ ਜਿੱਥੇ ਕਾਨੂੰਨ ਮੰਗ ਕਰਦਾ ਹੈ, ਅਸੀਂ ਉਹਨਾਂ ਨੂੰ ਦੱਸਦੇ ਹਾਂ ਕਿ ਜਾਣਕਾਰੀ ਅਧੂਰੀ ਹੈ, ਪਰ ਇਹ ਨਹੀਂ ਦੱਸਦੇ ਕਿ ਕੀ ਛੱਡਿਆ ਗਿਆ ਹੈ। ਜਿੱਥੇ ਕਾਨੂੰਨ ਸਹਿਮਤੀ ਤੋਂ ਬਿਨਾਂ ਜਾਣਕਾਰੀ ਦੇਣ ਦੀ ਮੰਗ ਕਰਦਾ ਹੈ ਜਾਂ ਇਜਾਜ਼ਤ ਦਿੰਦਾ ਹੈ, ਉੱਥੇ ਲੌਕਬਾਕਸ ਲਾਗੂ ਨਹੀਂ ਹੁੰਦਾ।",
        },
        {
          term: "ਤੁਹਾਡੀ ਥਾਂ ਕੋਈ ਹੋਰ ਫ਼ੈਸਲਾ ਕਰੇ।",
          text: "16 ਸਾਲ ਤੋਂ ਛੋਟੇ ਬੱਚੇ ਲਈ ਇਹ ਫ਼ੈਸਲੇ ਆਮ ਤੌਰ ਉੱਤੇ ਮਾਪੇ ਜਾਂ ਸਰਪ੍ਰਸਤ ਵੀ ਕਰ ਸਕਦੇ ਹਨ। ਜੇ ਤੁਸੀਂ ਇਹ ਫ਼ੈਸਲੇ ਆਪ ਨਹੀਂ ਕਰ ਸਕਦੇ, ਤਾਂ ਕਾਨੂੰਨ ਅਨੁਸਾਰ ਤੁਹਾਡੀ ਥਾਂ ਫ਼ੈਸਲਾ ਕਰਨ ਵਾਲਾ ਵਿਅਕਤੀ (substitute decision-maker) ਤੁਹਾਡੇ ਲਈ ਇਹ ਫ਼ੈਸਲੇ ਕਰ ਸਕਦਾ ਹੈ।",
        },
        "ਇਹਨਾਂ ਵਿੱਚੋਂ ਕਿਸੇ ਵੀ ਹੱਕ ਲਈ ਸਾਡੇ ਪ੍ਰਾਈਵੇਸੀ ਅਫ਼ਸਰ ਨਾਲ {phone} ਉੱਤੇ ਜਾਂ {email} ਉੱਤੇ ਸੰਪਰਕ ਕਰੋ, ਜਾਂ ਫ਼ਰੰਟ ਡੈਸਕ ਉੱਤੇ ਪੁੱਛੋ।",
      ],
    },
    {
      id: "retention",
      heading: "ਅਸੀਂ ਰਿਕਾਰਡ ਕਿੰਨਾ ਚਿਰ ਰੱਖਦੇ ਹਾਂ",
      blocks: [
        "ਆਪਟੋਮੈਟ੍ਰਿਸਟਾਂ ਦੀ ਨਿਗਰਾਨ ਸੰਸਥਾ (College of Optometrists of Ontario) ਦੇ ਨਿਯਮਾਂ ਅਨੁਸਾਰ ਅਸੀਂ ਤੁਹਾਡਾ ਸਿਹਤ ਰਿਕਾਰਡ ਤੁਹਾਡੀ ਆਖ਼ਰੀ ਅਪਾਇੰਟਮੈਂਟ ਤੋਂ ਬਾਅਦ ਘੱਟੋ-ਘੱਟ 10 ਸਾਲ ਰੱਖਦੇ ਹਾਂ। ਬੱਚੇ ਦਾ ਰਿਕਾਰਡ ਉਸ ਦੇ 18 ਸਾਲ ਦਾ ਹੋਣ ਤੋਂ ਬਾਅਦ ਘੱਟੋ-ਘੱਟ 10 ਸਾਲ ਰੱਖਿਆ ਜਾਂਦਾ ਹੈ।",
        "ਜਦੋਂ ਸਾਨੂੰ ਕੋਈ ਰਿਕਾਰਡ ਰੱਖਣ ਦੀ ਲੋੜ ਨਹੀਂ ਰਹਿੰਦੀ, ਅਸੀਂ ਉਸ ਨੂੰ ਸੁਰੱਖਿਅਤ ਢੰਗ ਨਾਲ ਨਸ਼ਟ ਕਰ ਦਿੰਦੇ ਹਾਂ, ਤਾਂ ਜੋ ਉਸ ਨੂੰ ਨਾ ਪੜ੍ਹਿਆ ਜਾ ਸਕੇ ਅਤੇ ਨਾ ਦੁਬਾਰਾ ਜੋੜਿਆ ਜਾ ਸਕੇ।",
      ],
    },
    {
      id: "complaints",
      heading: "ਸਵਾਲ ਅਤੇ ਸ਼ਿਕਾਇਤਾਂ",
      blocks: [
        "ਜੇ ਤੁਹਾਡਾ ਕੋਈ ਸਵਾਲ ਹੈ, ਜਾਂ ਤੁਸੀਂ ਇਸ ਬਾਰੇ ਚਿੰਤਤ ਹੋ ਕਿ ਅਸੀਂ ਤੁਹਾਡੀ ਸਿਹਤ ਜਾਣਕਾਰੀ ਕਿਵੇਂ ਸੰਭਾਲੀ ਹੈ, ਤਾਂ ਕਿਰਪਾ ਕਰਕੇ ਪਹਿਲਾਂ ਸਾਡੇ ਪ੍ਰਾਈਵੇਸੀ ਅਫ਼ਸਰ ਨਾਲ {phone} ਉੱਤੇ ਜਾਂ {email} ਉੱਤੇ ਸੰਪਰਕ ਕਰੋ। ਅਸੀਂ ਤੁਹਾਡੀ ਗੱਲ ਸੁਣਾਂਗੇ, ਮਾਮਲੇ ਦੀ ਜਾਂਚ ਕਰਾਂਗੇ, ਅਤੇ ਤੁਹਾਨੂੰ ਦੱਸਾਂਗੇ ਕਿ ਸਾਨੂੰ ਕੀ ਪਤਾ ਲੱਗਾ ਅਤੇ ਅਸੀਂ ਕੀ ਕੀਤਾ।",
        "ਤੁਹਾਨੂੰ ਓਂਟਾਰੀਓ ਦੇ ਜਾਣਕਾਰੀ ਅਤੇ ਪ੍ਰਾਈਵੇਸੀ ਕਮਿਸ਼ਨਰ (Information and Privacy Commissioner of Ontario) ਕੋਲ ਸ਼ਿਕਾਇਤ ਕਰਨ ਦਾ ਹੱਕ ਵੀ ਹੈ। ਇਹ ਇੱਕ ਆਜ਼ਾਦ ਦਫ਼ਤਰ ਹੈ ਜੋ ਓਂਟਾਰੀਓ ਦੇ ਸਿਹਤ ਪ੍ਰਾਈਵੇਸੀ ਕਾਨੂੰਨ ਦੀ ਨਿਗਰਾਨੀ ਕਰਦਾ ਹੈ। ਸ਼ਿਕਾਇਤ ਕਰਨ ਲਈ ਸਮਾਂ-ਸੀਮਾ ਹੁੰਦੀ ਹੈ, ਇਸ ਲਈ ਛੇਤੀ ਸੰਪਰਕ ਕਰਨਾ ਬਿਹਤਰ ਹੈ।",
      ],
      contact: "ipc",
    },
  ],
  closing:
    "ਅਸੀਂ ਇਸ ਬਿਆਨ ਨੂੰ ਸਮੇਂ-ਸਮੇਂ ਉੱਤੇ ਦੁਬਾਰਾ ਦੇਖਦੇ ਹਾਂ, ਅਤੇ ਜਦੋਂ ਸਾਡੇ ਤਰੀਕੇ ਬਦਲਦੇ ਹਨ ਤਾਂ ਇਸ ਨੂੰ ਨਵਾਂ ਕਰਦੇ ਹਾਂ। ਉੱਪਰ ਲਿਖਿਆ ਵਰਜਨ ਅਤੇ ਤਾਰੀਖ਼ ਦੱਸਦੇ ਹਨ ਕਿ ਤੁਸੀਂ ਕਿਹੜਾ ਬਿਆਨ ਪੜ੍ਹ ਰਹੇ ਹੋ। ਜਦੋਂ ਤੁਸੀਂ ਇਨਟੇਕ ਫ਼ਾਰਮ ਵਿੱਚ ਪੁਸ਼ਟੀ ਕਰਦੇ ਹੋ ਕਿ ਤੁਸੀਂ ਇਹ ਬਿਆਨ ਪੜ੍ਹ ਲਿਆ ਹੈ, ਤਾਂ ਅਸੀਂ ਦਰਜ ਕਰਦੇ ਹਾਂ ਕਿ ਤੁਸੀਂ ਕਿਹੜਾ ਵਰਜਨ ਪੜ੍ਹਿਆ।",
  labels: {
    officer: "ਪ੍ਰਾਈਵੇਸੀ ਅਫ਼ਸਰ",
    phone: "ਫ਼ੋਨ",
    email: "ਈਮੇਲ",
    frontDesk: "ਜਾਂ ਸਾਡੇ ਕਿਸੇ ਵੀ ਕਲੀਨਿਕ ਦੇ ਫ਼ਰੰਟ ਡੈਸਕ ਉੱਤੇ ਪੁੱਛੋ।",
    ipc: "ਓਂਟਾਰੀਓ ਦੇ ਜਾਣਕਾਰੀ ਅਤੇ ਪ੍ਰਾਈਵੇਸੀ ਕਮਿਸ਼ਨਰ",
    address: "ਪਤਾ",
    tollFree: "ਮੁਫ਼ਤ ਫ਼ੋਨ",
    website: "ਵੈੱਬਸਾਈਟ",
  },
};

const HI: HealthInformationCopy = {
  metadata: {
    title: "आपकी स्वास्थ्य जानकारी और प्राइवेसी",
    description:
      "Brightview Eye Care ओंटारियो के स्वास्थ्य प्राइवेसी क़ानून (PHIPA) के तहत आपकी स्वास्थ्य जानकारी कैसे इकट्ठा करता, इस्तेमाल करता, साझा करता और सुरक्षित रखता है, अपना रिकॉर्ड देखने और ठीक करवाने का आपका अधिकार, और शिकायत कैसे करें।",
  },
  eyebrow: "जानकारी सँभालने के तरीक़ों के बारे में बयान",
  title: "हम आपकी स्वास्थ्य जानकारी कैसे सँभालते हैं",
  version: "वर्ज़न {version}",
  effective: "{date} से लागू",
  effectiveDate: "7 दिसंबर 2026",
  intro:
    "यह बयान बताता है कि Brightview Eye Care आपकी निजी स्वास्थ्य जानकारी कैसे इकट्ठा करता, इस्तेमाल करता, साझा करता और सुरक्षित रखता है, और इस बारे में आपके पास क्या विकल्प और अधिकार हैं। हम यह बयान ओंटारियो के निजी स्वास्थ्य जानकारी सुरक्षा क़ानून (Personal Health Information Protection Act, 2004, PHIPA) के अनुसार प्रकाशित करते हैं। अगर कोई बात समझ न आए, तो कृपया हमसे पूछें, हम ख़ुशी से समझाएँगे।",
  onThisPage: "इस पेज पर",
  sections: [
    {
      id: "who-we-are",
      heading: "हम कौन हैं",
      blocks: [
        "ब्रैम्पटन में {clinics} पर हमारे क्लिनिकों में आपकी स्वास्थ्य जानकारी की ज़िम्मेदारी Brightview Eye Care की है। क़ानून की भाषा में हम स्वास्थ्य जानकारी के ज़िम्मेदार संरक्षक (health information custodian) हैं। इसका मतलब है कि हमारे ऑप्टोमेट्रिस्ट (optometrist), ऑप्टिशियन (optician) और फ़्रंट डेस्क का स्टाफ़ आपके बारे में जो स्वास्थ्य जानकारी इकट्ठा करता और रखता है, उसकी जवाबदेही हमारी है। जो लोग और कंपनियाँ हमारी ओर से यह जानकारी सँभालते हैं, जैसे हमारा रिकॉर्ड सॉफ़्टवेयर देने वाली कंपनी, उनकी जवाबदेही भी हमारी है।",
        "प्राइवेसी के बारे में हमारे संपर्क व्यक्ति हमारे प्राइवेसी ऑफ़िसर (privacy officer) हैं। वे इस बयान के बारे में सवालों के जवाब देते हैं, आपका रिकॉर्ड देखने या ठीक करवाने के अनुरोध सँभालते हैं, और चिंताओं और शिकायतों की जाँच करते हैं।",
      ],
      contact: "officer",
    },
    {
      id: "what-we-collect",
      heading: "हम कौन-सी जानकारी इकट्ठा करते हैं",
      blocks: [
        "हम सिर्फ़ वही जानकारी लेते हैं जो आपकी देखभाल के लिए और उस देखभाल का भुगतान पाने के लिए ज़रूरी है। इसमें से ज़्यादातर जानकारी आप ख़ुद देते हैं: फ़्रंट डेस्क पर, फ़ोन पर, और हमारे ऑनलाइन इनटेक फ़ॉर्म (intake forms) में।",
        {
          list: [
            "संपर्क का विवरण: आपका नाम, पता, फ़ोन नंबर और ई-मेल।",
            "आपकी जन्म की तारीख़।",
            "आपका ओंटारियो हेल्थ नंबर और उसका वर्ज़न कोड (version code), यानी हेल्थ कार्ड पर नंबर के बाद लिखे अक्षर।",
            "इंश्योरेंस का विवरण, अगर आप चाहते हैं कि हम आपके प्लान को बिल भेजें: इंश्योरेंस कंपनी, प्लान नंबर और मेंबर नंबर, और प्लान वाले व्यक्ति का नाम।",
            "इनटेक फ़ॉर्म में आपकी दी हुई जानकारी: आपकी तकलीफ़ और आने की वजह, आपकी आँखों की सेहत और आम सेहत, आप कौन-सी दवाइयाँ लेते हैं, एलर्जी, परिवार में आँखों या सेहत की बीमारियाँ, और आपकी रोज़मर्रा की ज़िंदगी (जैसे स्क्रीन पर बिताया समय, गाड़ी चलाना, काम, खेल और शौक़), क्योंकि इससे पता चलता है कि आपकी आँखों को क्या चाहिए।",
            "आपकी देखभाल के दौरान हम जो देखते और लिखते हैं: टेस्ट के रिज़ल्ट, आपकी आँखों की तस्वीरें, चश्मे या कॉन्टैक्ट लेंस का नंबर (prescription), और हर अपॉइंटमेंट के नोट्स।",
          ],
        },
        "हमें आपके बारे में जानकारी दूसरे स्वास्थ्य सेवा देने वालों से भी मिल सकती है, जैसे आपके फ़ैमिली डॉक्टर से जब वे आपको हमारे पास भेजते हैं, या आँखों के विशेषज्ञ डॉक्टर से जब हम आपको उनके पास भेजते हैं।",
      ],
    },
    {
      id: "why",
      heading: "हम यह जानकारी क्यों इकट्ठा करते, इस्तेमाल करते और साझा करते हैं",
      blocks: [
        {
          list: [
            "आपकी आँखों की देखभाल के लिए: आँखों की जाँच, आँखों की बीमारियों की पहचान और इलाज, चश्मे और कॉन्टैक्ट लेंस का नंबर देना और फ़िटिंग, और फ़ॉलो-अप।",
            "OHIP में कवर होने वाली सेवाओं का बिल OHIP को भेजने के लिए, और जब आप कहें, तो आपकी इंश्योरेंस कंपनी को।",
            "अपॉइंटमेंट के रिमाइंडर, और अगली आँखों की जाँच का समय होने की सूचना भेजने के लिए, सिर्फ़ तभी जब आपने इनके लिए सहमति दी हो। आप इन्हें कभी भी बंद कर सकते हैं।",
            "अपने क्लिनिक सुरक्षित ढंग से चलाने के लिए: अपॉइंटमेंट का इंतज़ाम, अपनी देखभाल की गुणवत्ता की जाँच, स्टाफ़ की ट्रेनिंग, और सही रिकॉर्ड रखना।",
            "क़ानूनी ज़िम्मेदारियाँ पूरी करने के लिए, जैसे जब क़ानून माँगे तो सड़क यातायात क़ानून (Highway Traffic Act) के तहत परिवहन मंत्रालय (Ministry of Transportation) को नज़र की ऐसी समस्या की रिपोर्ट करना जिसकी वजह से गाड़ी चलाना ख़तरनाक हो सकता है, या ऑप्टोमेट्रिस्टों की नियामक संस्था (College of Optometrists of Ontario) की जाँच का जवाब देना।",
          ],
        },
        "हम किसी भी काम के लिए ज़रूरत से ज़्यादा जानकारी न इस्तेमाल करते हैं, न साझा करते हैं।",
      ],
    },
    {
      id: "sharing",
      heading: "हम जानकारी किसके साथ साझा करते हैं",
      blocks: [
        {
          list: [
            "आपके फ़ैमिली डॉक्टर और आपकी देखभाल करने वाले दूसरे स्वास्थ्य सेवा देने वाले (circle of care), जैसे आँखों के विशेषज्ञ डॉक्टर जिनके पास हम आपको भेजते हैं, ताकि वे आपकी देखभाल कर सकें। जब तक आप हमें मना नहीं करते, हम मान सकते हैं कि आप इससे सहमत हैं, और आप कभी भी मना कर सकते हैं।",
            "OHIP (ओंटारियो का स्वास्थ्य मंत्रालय), OHIP में कवर होने वाली सेवाओं के बिल के लिए। इसमें आपका हेल्थ नंबर, उसका वर्ज़न कोड और आपको मिली सेवा शामिल होती है।",
            "आपकी इंश्योरेंस कंपनी, सिर्फ़ तब जब आप हमें उसे बिल भेजने या क्लेम के लिए जानकारी भेजने के लिए कहें।",
            "कोई और, सिर्फ़ आपकी सहमति से, या जहाँ क़ानून सहमति के बिना इसकी माँग करे या इजाज़त दे, जैसे अदालत का आदेश, सड़क यातायात क़ानून के तहत ज़रूरी रिपोर्ट, या किसी को गंभीर नुक़सान का ख़तरा कम करने के लिए।",
          ],
        },
        "हम आपकी जानकारी कभी नहीं बेचते, और मार्केटिंग के लिए कभी किसी के साथ साझा नहीं करते।",
        "जो कंपनियाँ हमें सेवाएँ देती हैं, जैसे हमारा रिकॉर्ड सॉफ़्टवेयर और उसकी सुरक्षित होस्टिंग, वे आपकी जानकारी सिर्फ़ हमारी ओर से और हमारे निर्देशों के अनुसार सँभालती हैं, और उन्हें इसकी सुरक्षा हमारी तरह ही करनी होती है।",
      ],
    },
    {
      id: "protection",
      heading: "हम इसकी सुरक्षा कैसे करते हैं",
      blocks: [
        {
          list: [
            "स्टाफ़ सिर्फ़ वही देखता है जो उसके काम के लिए ज़रूरी है। उदाहरण के लिए, फ़्रंट डेस्क को अपॉइंटमेंट बुक करने और बिल भेजने के लिए ज़रूरी जानकारी दिखती है, आपकी पूरी स्वास्थ्य जानकारी नहीं।",
            "जब भी स्टाफ़ का कोई सदस्य आपकी स्वास्थ्य जानकारी खोलता है, यह एक लॉग में दर्ज होता है। [अपने अकाउंट](/brampton/account) में “मेरी जानकारी किसने देखी है” (Who has looked at my information) हिस्से में आप हर बार देख सकते हैं: देखने वाले की भूमिका, उसने क्या खोला और कब।",
            "आपकी जानकारी कनाडा में रखी जाती है।",
          ],
        },
        "अगर आपकी जानकारी चोरी हो जाए, खो जाए, या बिना इजाज़त देखी या इस्तेमाल की जाए, तो हम आपको जितनी जल्दी हो सके बताएँगे, और जहाँ क़ानून माँगे, ओंटारियो के सूचना और प्राइवेसी कमिश्नर (Information and Privacy Commissioner of Ontario) को रिपोर्ट करेंगे।",
      ],
    },
    {
      id: "your-rights",
      heading: "आपके विकल्प और अधिकार",
      blocks: [
        {
          term: "अपना रिकॉर्ड देखना।",
          text: "आप अपना स्वास्थ्य रिकॉर्ड देखने या उसकी कॉपी लेने के लिए कह सकते हैं। हमारे प्राइवेसी ऑफ़िसर या फ़्रंट डेस्क से पूछें; हम आपसे अनुरोध लिखकर देने और अपनी पहचान का सबूत दिखाने के लिए कह सकते हैं। हम 30 दिन के अंदर जवाब देते हैं, या उसी समय में बता देते हैं अगर हमें 30 दिन तक और चाहिए। हम सिर्फ़ अपना ख़र्च पूरा करने जितनी थोड़ी फ़ीस ले सकते हैं, और रक़म पहले बताते हैं। कुछ हालात में क़ानून हमें रिकॉर्ड का कुछ हिस्सा रोकने की इजाज़त देता है या इसकी माँग करता है; तब हम आपको वजह और शिकायत करने का तरीक़ा बताते हैं।",
        },
        {
          term: "रिकॉर्ड ठीक करवाना।",
          text: "अगर आपको लगता है कि आपके रिकॉर्ड में कुछ ग़लत या अधूरा है, तो आप हमें लिखकर इसे ठीक करने के लिए कह सकते हैं। हम 30 दिन के अंदर जवाब देते हैं, या बता देते हैं अगर हमें क़ानून के मुताबिक़ और समय चाहिए। अगर हम बदलाव से सहमत न हों, तो हम वजह बताते हैं, और आप अपनी असहमति का छोटा बयान अपने रिकॉर्ड के साथ जुड़वा सकते हैं।",
        },
        {
          term: "सहमति वापस लेना।",
          text: "आप कभी भी अपनी सहमति वापस ले सकते हैं, जैसे रिमाइंडर के लिए, या इंश्योरेंस कंपनी के साथ जानकारी साझा करने के लिए। आपका फ़ैसला उसी समय से आगे लागू होता है; आपकी सहमति से पहले हो चुका काम वापस नहीं होता। कुछ इस्तेमाल और जानकारी देना सहमति पर निर्भर नहीं करता, जैसे OHIP में कवर होने वाली सेवाओं का बिल OHIP को भेजना, और क़ानून के तहत ज़रूरी रिपोर्टें।",
        },
        {
          term: "आपकी जानकारी कौन देखे, इस पर रोक लगाना, जिसे लॉकबॉक्स (lockbox) कहते हैं।",
          text: "आप हमसे कह सकते हैं कि आपके रिकॉर्ड का कुछ हिस्सा या पूरा रिकॉर्ड किसी ख़ास व्यक्ति के लिए इस्तेमाल न किया जाए और न उसके साथ साझा किया जाए, जैसे आपकी देखभाल करने वालों में से कोई ख़ास डॉक्टर, या हमारे स्टाफ़ का कोई सदस्य। हम आपके निर्देश का पालन करेंगे। अगर फिर हम आपकी देखभाल के लिए किसी दूसरे स्वास्थ्य सेवा देने वाले को जानकारी भेजते हैं, और आपके निर्देश की वजह से ऐसी बात छूट जाती है जो हमारे विचार में उन्हें चाहिए, तो जहाँ क़ानून माँगता है, हम उन्हें बताते हैं कि जानकारी अधूरी है, पर यह नहीं बताते कि क्या छोड़ा गया है। जहाँ क़ानून सहमति के बिना जानकारी देने की माँग करता है या इजाज़त देता है, वहाँ लॉकबॉक्स लागू नहीं होता।",
        },
        {
          term: "आपकी जगह कोई और फ़ैसला ले।",
          text: "16 साल से छोटे बच्चे के लिए ये फ़ैसले आम तौर पर माता-पिता या अभिभावक भी ले सकते हैं। अगर आप ये फ़ैसले ख़ुद नहीं ले सकते, तो क़ानून के अनुसार आपकी जगह फ़ैसला लेने वाला व्यक्ति (substitute decision-maker) आपके लिए ये फ़ैसले ले सकता है।",
        },
        "इनमें से किसी भी अधिकार के लिए हमारे प्राइवेसी ऑफ़िसर से {phone} पर या {email} पर संपर्क करें, या फ़्रंट डेस्क पर पूछें।",
      ],
    },
    {
      id: "retention",
      heading: "हम रिकॉर्ड कितने समय तक रखते हैं",
      blocks: [
        "ऑप्टोमेट्रिस्टों की नियामक संस्था (College of Optometrists of Ontario) के नियमों के अनुसार हम आपका स्वास्थ्य रिकॉर्ड आपके आख़िरी अपॉइंटमेंट के बाद कम से कम 10 साल तक रखते हैं। बच्चे का रिकॉर्ड उसके 18 साल का होने के बाद कम से कम 10 साल तक रखा जाता है।",
        "जब हमें किसी रिकॉर्ड को रखने की ज़रूरत नहीं रहती, तो हम उसे सुरक्षित ढंग से नष्ट कर देते हैं, ताकि उसे न पढ़ा जा सके और न दोबारा जोड़ा जा सके।",
      ],
    },
    {
      id: "complaints",
      heading: "सवाल और शिकायतें",
      blocks: [
        "अगर आपका कोई सवाल है, या आप इस बारे में चिंतित हैं कि हमने आपकी स्वास्थ्य जानकारी कैसे सँभाली है, तो कृपया पहले हमारे प्राइवेसी ऑफ़िसर से {phone} पर या {email} पर संपर्क करें। हम आपकी बात सुनेंगे, मामले की जाँच करेंगे, और आपको बताएँगे कि हमें क्या पता चला और हमने क्या किया।",
        "आपको ओंटारियो के सूचना और प्राइवेसी कमिश्नर (Information and Privacy Commissioner of Ontario) से शिकायत करने का अधिकार भी है। यह एक स्वतंत्र दफ़्तर है जो ओंटारियो के स्वास्थ्य प्राइवेसी क़ानून की निगरानी करता है। शिकायत करने की समय-सीमा होती है, इसलिए जल्दी संपर्क करना बेहतर है।",
      ],
      contact: "ipc",
    },
  ],
  closing:
    "हम इस बयान को समय-समय पर दोबारा देखते हैं, और जब हमारे तरीक़े बदलते हैं तो इसे नया करते हैं। ऊपर लिखा वर्ज़न और तारीख़ बताते हैं कि आप कौन-सा बयान पढ़ रहे हैं। जब आप इनटेक फ़ॉर्म में पुष्टि करते हैं कि आपने यह बयान पढ़ लिया है, तो हम दर्ज करते हैं कि आपने कौन-सा वर्ज़न पढ़ा।",
  labels: {
    officer: "प्राइवेसी ऑफ़िसर",
    phone: "फ़ोन",
    email: "ई-मेल",
    frontDesk: "या हमारे किसी भी क्लिनिक के फ़्रंट डेस्क पर पूछें।",
    ipc: "ओंटारियो के सूचना और प्राइवेसी कमिश्नर",
    address: "पता",
    tollFree: "टोल-फ़्री फ़ोन",
    website: "वेबसाइट",
  },
};

/** The statement in each language: the same sections, in the same order, holding the same facts. */
export const HEALTH_INFORMATION: Record<Locale, HealthInformationCopy> = { en: EN, pa: PA, hi: HI };
