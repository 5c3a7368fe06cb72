-- Catalogue, people and roles.

create table public.brands (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(btrim(name)) between 1 and 80),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  description text check (length(description) <= 2000),
  is_luxury boolean not null default false,
  created_at timestamptz not null default now()
);
create unique index brands_name_key on public.brands (lower(name));

create table public.categories (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(btrim(name)) between 1 and 80),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  description text check (length(description) <= 2000),
  created_at timestamptz not null default now()
);
create unique index categories_name_key on public.categories (lower(name));

create table public.products (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(btrim(name)) between 1 and 160),
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  description text check (length(description) <= 5000),
  price numeric(10, 2) not null check (price > 0),
  sale_price numeric(10, 2) check (sale_price >= 0),
  stock_quantity integer not null default 0 check (stock_quantity >= 0),
  sku text unique check (length(sku) <= 64),
  frame_material text check (length(frame_material) <= 80),
  lens_type text check (length(lens_type) <= 80),
  gender text not null default 'unisex' check (gender in ('men', 'women', 'kids', 'unisex')),
  brand_id uuid references public.brands (id) on delete restrict,
  category_id uuid references public.categories (id) on delete restrict,
  images text[] not null default '{}' check (cardinality(images) <= 5),
  faqs jsonb not null default '[]'::jsonb
    check (jsonb_typeof(faqs) = 'array' and jsonb_array_length(faqs) <= 5),
  colors jsonb not null default '[]'::jsonb
    check (jsonb_typeof(colors) = 'array' and jsonb_array_length(colors) <= 10),
  size_fit text,
  features_technology text,
  included_with_order text,
  shipping_returns text,
  lens_width smallint check (lens_width between 30 and 80),
  bridge_width smallint check (bridge_width between 10 and 30),
  temple_length smallint check (temple_length between 100 and 160),
  is_polarized boolean not null default false,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index products_brand_id_idx on public.products (brand_id);
create index products_category_id_idx on public.products (category_id);
-- Listing: active rows, filtered by gender, sorted by creation time or effective price.
create index products_active_created_idx on public.products (created_at desc, id) where is_active;
create index products_active_gender_idx on public.products (gender, created_at desc) where is_active;
create index products_active_price_idx on public.products ((coalesce(sale_price, price)), id) where is_active;
create index products_slug_idx on public.products (slug);

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  first_name text check (length(first_name) <= 80),
  last_name text check (length(last_name) <= 80),
  email text check (length(email) <= 254),
  phone_number text check (length(phone_number) <= 30),
  address text check (length(address) <= 300),
  how_did_you_hear text
    check (how_did_you_hear in ('google', 'social-media', 'referral', 'advertisement', 'walk-by', 'other')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index profiles_created_at_idx on public.profiles (created_at desc);

create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null check (role in ('admin')),
  created_at timestamptz not null default now(),
  unique (user_id, role)
);
create index user_roles_user_id_idx on public.user_roles (user_id);

-- Profile row from the sign-up metadata (Supabase Auth and the embedded adapter both
-- write raw_user_meta_data). Unknown how-heard values are dropped, not refused, so a
-- sign-up never fails on an optional field.
create function public.handle_new_user() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  heard text := nullif(meta ->> 'how_did_you_hear', '');
begin
  if heard not in ('google', 'social-media', 'referral', 'advertisement', 'walk-by', 'other') then
    heard := null;
  end if;
  insert into public.profiles (id, first_name, last_name, email, phone_number, address, how_did_you_hear)
  values (
    new.id,
    left(nullif(meta ->> 'first_name', ''), 80),
    left(nullif(meta ->> 'last_name', ''), 80),
    new.email,
    left(nullif(meta ->> 'phone_number', ''), 30),
    left(nullif(meta ->> 'address', ''), 300),
    heard
  )
  on conflict (id) do nothing;
  return new;
end;
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

create function public.is_admin() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.user_roles
    where user_id = auth.uid() and role = 'admin'
  );
$$;

-- Called by the server (privileged) after sign-up or sign-in when the e-mail is on the
-- configured admin list. Idempotent: a second call is a no-op.
create function public.assign_admin_role(user_id uuid) returns void
language sql volatile security definer set search_path = '' as $$
  insert into public.user_roles (user_id, role) values (assign_admin_role.user_id, 'admin')
  on conflict (user_id, role) do nothing;
$$;

revoke all on function public.assign_admin_role(uuid) from public, anon, authenticated;
grant execute on function public.assign_admin_role(uuid) to service_role;
revoke all on function public.handle_new_user() from public, anon, authenticated;
grant execute on function public.is_admin() to anon, authenticated, service_role;
