-- Demo data. Replaced by scripts/generate-seed.ts output.
insert into public.categories (name, slug, description) values
  ('Eyeglasses', 'eyeglasses', 'Prescription-ready optical frames'),
  ('Sunglasses', 'sunglasses', 'Sun protection with UV400 lenses');
