import type { ClinicCopy } from "@/content/clinics";
import type { ClinicId } from "@/content/clinic-names";
import { CLINICS } from "@/content/clinics";

export const CLINICS_PA: Record<ClinicId, ClinicCopy> = {
  steeles: {
    badge: `${CLINICS.steeles.street}, ${CLINICS.steeles.city}`,
    features: [
      "ਅੱਖਾਂ ਦੀ ਪੂਰੀ ਜਾਂਚ",
      "ਕਾਂਟੈਕਟ ਲੈਂਜ਼ ਫ਼ਿਟਿੰਗ",
      "ਸੁੱਕੀਆਂ ਅੱਖਾਂ ਦਾ ਇਲਾਜ",
      "LASIK ਸਲਾਹ-ਮਸ਼ਵਰਾ",
      "ਡਿਜ਼ਾਈਨਰ ਐਨਕਾਂ",
    ],
    parking: [
      "ਕਲੀਨਿਕ ਦੇ ਸਾਹਮਣੇ ਪਲਾਜ਼ਾ ਦੀ ਪਾਰਕਿੰਗ ਵਿੱਚ ਮੁਫ਼ਤ ਪਾਰਕਿੰਗ",
      "ਮੁੱਖ ਦਰਵਾਜ਼ੇ ਦੇ ਨਾਲ ਵ੍ਹੀਲਚੇਅਰ ਵਾਲਿਆਂ ਲਈ ਰਾਖਵੀਆਂ ਪਾਰਕਿੰਗ ਥਾਵਾਂ",
      "Brampton Transit ਦੇ ਰੂਟ 11 ਅਤੇ 511 Züm, Steeles Ave W ਉੱਤੇ ਰੁਕਦੇ ਹਨ",
    ],
  },
  goreway: {
    badge: "ਗ੍ਰੈਂਡ ਓਪਨਿੰਗ — 18 ਜੁਲਾਈ",
    features: [
      "ਅੱਖਾਂ ਦੀ ਪੂਰੀ ਜਾਂਚ",
      "ਬੱਚਿਆਂ ਦੀਆਂ ਅੱਖਾਂ ਦੀ ਦੇਖਭਾਲ",
      "ਮਾਇਓਪੀਆ ਕੰਟਰੋਲ",
      "ਕਾਂਟੈਕਟ ਲੈਂਜ਼ ਫ਼ਿਟਿੰਗ",
      "ਡਿਜ਼ਾਈਨਰ ਐਨਕਾਂ",
    ],
    parking: [
      "ਪੂਰੇ ਪਲਾਜ਼ਾ ਵਿੱਚ ਮੁਫ਼ਤ ਖੁੱਲ੍ਹੀ ਪਾਰਕਿੰਗ",
      `${CLINICS.goreway.unit} ਦੇ ਨੇੜੇ ਵ੍ਹੀਲਚੇਅਰ ਵਾਲਿਆਂ ਲਈ ਰਾਖਵੀਆਂ ਥਾਵਾਂ`,
      "Brampton Transit ਦਾ ਰੂਟ 14, Goreway Dr ਉੱਤੇ ਰੁਕਦਾ ਹੈ",
    ],
  },
};
