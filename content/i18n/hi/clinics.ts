import type { ClinicCopy } from "@/content/clinics";

/** Each clinic's descriptive words in Hindi; names, addresses, phones and hours come from ../../clinics. */
export const CLINICS_HI: Record<string, ClinicCopy> = {
  steeles: {
    badge: `{street}, Brampton`,
    features: [
      "आँखों की पूरी जाँच",
      "कॉन्टैक्ट लेंस फ़िटिंग",
      "सूखी आँखों का इलाज",
      "LASIK कंसल्टेशन",
      "डिज़ाइनर चश्मे",
    ],
    parking: [
      "क्लिनिक के सामने प्लाज़ा की पार्किंग में मुफ़्त पार्किंग",
      "मुख्य दरवाज़े के पास ऐक्सेसिबल पार्किंग (accessible parking) की जगहें",
      `Brampton Transit के रूट 11 और 511 Züm की बसें {shortName} पर रुकती हैं`,
    ],
  },
  goreway: {
    badge: "ग्रैंड ओपनिंग — 18 जुलाई",
    features: [
      "आँखों की पूरी जाँच",
      "बच्चों की आँखों की देखभाल",
      "मायोपिया कंट्रोल",
      "कॉन्टैक्ट लेंस फ़िटिंग",
      "डिज़ाइनर चश्मे",
    ],
    parking: [
      "पूरे प्लाज़ा में मुफ़्त खुली पार्किंग",
      `{unit} के पास ऐक्सेसिबल पार्किंग (accessible parking) की जगहें`,
      `Brampton Transit का रूट 14 {shortName} पर रुकता है`,
    ],
  },
};
