import { BRAND } from "@/content/clinics";

export default function HomePage() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-4xl font-semibold">{BRAND.name}</h1>
    </main>
  );
}
