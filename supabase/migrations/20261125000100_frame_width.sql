-- Frame fit: each product's total frame width for the listing's narrow / medium / wide filter,
-- and indexes for that filter and for "match my current glasses" (ranges on the three numbers).
-- The width is lib/catalog/fit.ts's frameWidth: lens × 2 + bridge + 12 mm for the two end
-- pieces (END_PIECES_MM); null unless lens and bridge are known. Grants and RLS stay as they
-- are: the table-level select of anon and authenticated covers the column, and nobody writes it.

alter table public.products
  add column frame_width integer generated always as (lens_width * 2 + bridge_width + 12) stored;

-- Active rows of one width range, in the listing's default order.
create index products_active_width_idx on public.products (frame_width, created_at desc) where is_active;
-- The match: a range on lens width, then bridge and temple checked from the index.
create index products_active_fit_idx on public.products (lens_width, bridge_width, temple_length) where is_active;
