import type { Benefit } from "@/content/types";

/** content/about.ts STRENGTHS in Punjabi, same order. */
export const STRENGTHS_PA: Benefit[] = [
  { title: "ਪੂਰੀ ਜਾਂਚ", text: "45 ਤੋਂ 60 ਮਿੰਟ, ਤਸਵੀਰਾਂ ਸਮੇਤ — ਸਿਰਫ਼ ਨੰਬਰ ਦੀ ਛੇਤੀ ਜਾਂਚ ਨਹੀਂ।" },
  { title: "ਦੋ ਸੌਖੇ ਕਲੀਨਿਕ", text: "Steeles Ave W ਅਤੇ Goreway Dr, ਸ਼ਾਮ ਅਤੇ ਸ਼ਨੀਵਾਰ ਦੇ ਸਮੇਂ ਨਾਲ।" },
  { title: "ਬੀਮੇ ਦਾ ਸਿੱਧਾ ਬਿੱਲ", text: "ਅਸੀਂ ਜ਼ਿਆਦਾਤਰ ਬੀਮਾ ਪਲਾਨਾਂ ਨੂੰ ਸਿੱਧਾ ਬਿੱਲ ਭੇਜਦੇ ਹਾਂ, ਤੁਸੀਂ ਸਿਰਫ਼ ਆਪਣਾ ਹਿੱਸਾ ਦਿੰਦੇ ਹੋ।" },
  { title: "ਪੰਜ ਭਾਸ਼ਾਵਾਂ", text: "ਅੰਗਰੇਜ਼ੀ, ਪੰਜਾਬੀ, ਹਿੰਦੀ, ਉਰਦੂ ਅਤੇ ਸਪੇਨੀ।" },
  { title: "100+ ਡਿਜ਼ਾਈਨਰ ਫ਼ਰੇਮ", text: "Ray-Ban ਤੋਂ Tom Ford ਤੱਕ, ਲਾਇਸੈਂਸ ਵਾਲੇ ਔਪਟੀਸ਼ੀਅਨ ਫ਼ਿੱਟ ਕਰਦੇ ਹਨ।" },
  { title: "ਹਰ ਉਮਰ ਲਈ ਦੇਖਭਾਲ", text: "ਬੱਚੇ ਦੀ ਪਹਿਲੀ ਜਾਂਚ ਤੋਂ ਲੈ ਕੇ ਬਜ਼ੁਰਗਾਂ ਦੀਆਂ ਅੱਖਾਂ ਦੀ ਸਿਹਤ ਦੀ ਨਿਗਰਾਨੀ ਤੱਕ।" },
];
