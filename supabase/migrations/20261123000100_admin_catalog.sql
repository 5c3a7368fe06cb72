-- The admin catalogue: product slugs are unique (a clash gets a numeric suffix in the app,
-- and this index settles two saves racing for one slug), and the admin table lists every
-- product, hidden or not, newest first.

drop index if exists public.products_slug_idx;
create unique index products_slug_key on public.products (slug);
create index products_created_idx on public.products (created_at desc, id desc);
-- Filters of the admin table; brand_id and category_id already have their own indexes.
create index products_inactive_created_idx on public.products (created_at desc, id desc) where not is_active;
