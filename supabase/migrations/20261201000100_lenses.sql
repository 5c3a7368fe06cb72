-- Issue 24: a frame is sold with its lenses. Each order line with lenses keeps the choice and
-- the prescription in a table of its own that only the order's owner and the admins read.
-- Prescription photos and PDFs go to a private bucket: never a public URL, only admins read
-- the files, and uploads no order claims are removed after 24 hours.

create table public.prescription_uploads (
  id uuid primary key default gen_random_uuid(),
  -- The stored file's name in the `prescriptions` bucket (random; the shopper's name is not used).
  object_name text not null unique check (object_name ~ '^[a-z0-9-]{8,80}\.(jpg|png|heic|pdf)$'),
  content_type text not null check (content_type in ('image/jpeg', 'image/png', 'image/heic', 'application/pdf')),
  byte_size integer not null check (byte_size > 0 and byte_size <= 10485760),
  -- Set once, by the order that claims the upload; an unclaimed upload is removed after 24 hours.
  order_id uuid references public.orders (id) on delete set null,
  created_at timestamptz not null default now()
);
create index prescription_uploads_unclaimed_idx on public.prescription_uploads (created_at) where order_id is null;
create index prescription_uploads_order_idx on public.prescription_uploads (order_id);

create table public.order_lens (
  order_item_id uuid primary key references public.order_items (id) on delete cascade,
  order_id uuid not null references public.orders (id) on delete cascade,
  lens_type text not null check (lens_type in ('single-vision', 'progressive', 'reading')),
  material text not null check (material in ('standard-150', 'polycarbonate-159', 'high-index-167', 'ultra-thin-174')),
  coatings text[] not null default '{}'
    check (coatings <@ array['anti-reflective', 'blue-light', 'light-responsive']::text[]),
  reading_power numeric(4, 2) check (reading_power between 0.75 and 3.5),
  -- What the lenses added to the frame's price, computed by the server from the lens catalogue.
  lens_price numeric(10, 2) not null check (lens_price >= 0),
  -- "Progressive · High-index 1.67 · Anti-reflective · prescription entered": what the cart, the
  -- e-mail and the Orders CSV show. Never holds the prescription itself.
  summary text not null check (length(summary) <= 200),
  prescription_source text check (prescription_source in ('exam', 'entered', 'upload', 'later')),
  -- The entered grid, or the exam's clinic, month and date of birth; null for upload and later.
  prescription jsonb,
  upload_id uuid references public.prescription_uploads (id) on delete set null,
  verified_at timestamptz,
  verified_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  check ((lens_type = 'reading') = (reading_power is not null)),
  check ((lens_type = 'reading') = (prescription_source is null)),
  check ((prescription_source = 'upload') = (upload_id is not null)),
  check ((verified_at is null) = (verified_by is null))
);
create index order_lens_order_idx on public.order_lens (order_id);
create index order_lens_upload_idx on public.order_lens (upload_id);
create index order_lens_verified_by_idx on public.order_lens (verified_by);

alter table public.prescription_uploads enable row level security;
alter table public.order_lens enable row level security;

-- Written only by the checkout's system operation. The buyer and the admins read; only an admin
-- records a verification, and only those two columns.
grant select on public.order_lens, public.prescription_uploads to authenticated;
grant update (verified_at, verified_by) on public.order_lens to authenticated;

create policy order_lens_read_own on public.order_lens for select to authenticated
  using (exists (
    select 1 from public.orders o
    where o.id = order_id and (o.user_id = (select auth.uid()) or (select private.is_admin()))
  ));
create policy order_lens_admin_verify on public.order_lens for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

create policy prescription_uploads_read_own on public.prescription_uploads for select to authenticated
  using (exists (
    select 1 from public.orders o
    where o.id = order_id and (o.user_id = (select auth.uid()) or (select private.is_admin()))
  ));

-- The private bucket. Only admins read the files (through a link that expires within minutes);
-- the server writes and removes with the service role after its own checks, so API roles get
-- no insert, update or delete policy at all.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('prescriptions', 'prescriptions', false, 10485760, array['image/jpeg', 'image/png', 'image/heic', 'application/pdf'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "admins read prescriptions"
  on storage.objects for select to authenticated
  using (bucket_id = 'prescriptions' and (select private.is_admin()));
