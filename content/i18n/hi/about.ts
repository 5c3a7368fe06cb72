import type { Benefit } from "@/content/types";

/** content/about.ts STRENGTHS in Hindi, same order. */
export const STRENGTHS_HI: Benefit[] = [
  { title: "पूरी जाँच", text: "45 से 60 मिनट, तस्वीरों के साथ — सिर्फ़ नंबर की जल्दी जाँच नहीं।" },
  { title: "दो आसान क्लिनिक", text: "Steeles Ave W और Goreway Dr, शाम और शनिवार के समय के साथ।" },
  { title: "बीमे का सीधा बिल", text: "हम ज़्यादातर बीमा प्लान को सीधे बिल भेजते हैं, आप सिर्फ़ अपना हिस्सा देते हैं।" },
  { title: "पाँच भाषाएँ", text: "अंग्रेज़ी, पंजाबी, हिन्दी, उर्दू और स्पेनिश।" },
  { title: "100+ डिज़ाइनर फ़्रेम", text: "Ray-Ban से Tom Ford तक, लाइसेंस वाले ऑप्टिशियन फ़िट करते हैं।" },
  { title: "हर उम्र के लिए देखभाल", text: "बच्चे की पहली जाँच से लेकर बुज़ुर्गों की आँखों की सेहत की निगरानी तक।" },
];
