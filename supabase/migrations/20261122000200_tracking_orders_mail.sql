-- Tracking, forms, bookings, orders, the mail outbox and rate limiting.

create table public.phone_calls (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  phone_number text not null check (phone_number ~ '^\+?[0-9][0-9 ().-]{6,24}$'),
  caller_name text check (length(caller_name) <= 120),
  call_duration integer check (call_duration >= 0),
  call_status text not null default 'initiated'
    check (call_status in ('initiated', 'answered', 'missed', 'completed')),
  location text not null default 'unknown' check (location ~ '^[a-z0-9][a-z0-9 _-]{0,59}$')
);
create index phone_calls_created_at_idx on public.phone_calls (created_at desc);

create table public.form_submissions (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  form_type text not null check (form_type in ('contact', 'contact_lens', 'booking')),
  name text not null check (length(btrim(name)) between 1 and 160),
  email text not null check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and length(email) <= 254),
  phone text check (length(phone) <= 30),
  message text check (length(message) <= 5000),
  form_data jsonb not null default '{}'::jsonb
    check (jsonb_typeof(form_data) = 'object' and length(form_data::text) <= 10000),
  status text not null default 'new' check (status in ('new', 'in_progress', 'resolved'))
);
create index form_submissions_created_at_idx on public.form_submissions (created_at desc);
create index form_submissions_form_type_idx on public.form_submissions (form_type);

create table public.bookings (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  first_name text not null check (length(btrim(first_name)) between 1 and 80),
  last_name text not null check (length(btrim(last_name)) between 1 and 80),
  email text not null check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and length(email) <= 254),
  phone text not null check (length(btrim(phone)) between 7 and 30),
  preferred_date date not null,
  service_type text not null check (service_type in (
    'Comprehensive Eye Exam', 'Contact Lens Fitting', 'Dry Eye Treatment', 'LASIK Consultation'
  )),
  location text not null check (location in ('steeles', 'goreway')),
  notes text check (length(notes) <= 2000),
  status text not null default 'requested' check (status in ('requested', 'confirmed', 'cancelled', 'completed'))
);
create index bookings_created_at_idx on public.bookings (created_at desc);
create index bookings_preferred_date_idx on public.bookings (preferred_date);

create sequence public.order_number_seq start 100001;

create table public.orders (
  id uuid primary key default gen_random_uuid(),
  order_number text not null unique
    default ('ORD-' || to_char(now(), 'YYMMDD') || nextval('public.order_number_seq')::text)
    check (order_number ~ '^ORD-[0-9]+$'),
  user_id uuid references auth.users (id) on delete set null,
  email text not null check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  first_name text not null,
  last_name text not null,
  phone text not null,
  shipping_address jsonb not null,
  billing_address jsonb not null,
  subtotal numeric(10, 2) not null check (subtotal >= 0),
  tax numeric(10, 2) not null check (tax >= 0),
  shipping numeric(10, 2) not null default 0 check (shipping >= 0),
  total_amount numeric(10, 2) not null check (total_amount >= 0),
  status text not null default 'pending'
    check (status in ('pending', 'processing', 'shipped', 'delivered', 'cancelled')),
  payment_status text not null default 'pending'
    check (payment_status in ('pending', 'paid', 'refunded', 'failed')),
  payment_method text not null default 'card' check (payment_method in ('card')),
  card_last4 text check (card_last4 ~ '^[0-9]{4}$'),
  created_at timestamptz not null default now()
);
create index orders_user_id_idx on public.orders (user_id);
create index orders_created_at_idx on public.orders (created_at desc);

create table public.order_items (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.orders (id) on delete cascade,
  product_id uuid references public.products (id) on delete set null,
  product_name text not null,
  brand_name text,
  unit_price numeric(10, 2) not null check (unit_price >= 0),
  quantity integer not null check (quantity between 1 and 99),
  color_name text,
  color_value text,
  size text,
  line_total numeric(10, 2) not null check (line_total >= 0)
);
create index order_items_order_id_idx on public.order_items (order_id);
create index order_items_product_id_idx on public.order_items (product_id);

-- Add-to-cart events, for analytics. The browser's cart itself lives in localStorage.
create table public.cart_items (
  id uuid primary key default gen_random_uuid(),
  product_id uuid not null references public.products (id) on delete cascade,
  quantity integer not null check (quantity between 1 and 99),
  created_at timestamptz not null default now()
);
create index cart_items_product_id_idx on public.cart_items (product_id);
create index cart_items_created_at_idx on public.cart_items (created_at desc);

-- Transactional outbox: written in the same transaction as the booking or order, delivered
-- afterwards, retried until sent.
create table public.mail_outbox (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  kind text not null,
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text,
  attachments jsonb not null default '[]'::jsonb,
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0,
  last_error text,
  next_attempt_at timestamptz not null default now(),
  sent_at timestamptz
);
create index mail_outbox_due_idx on public.mail_outbox (next_attempt_at) where status <> 'sent';

-- Fixed-window counters for rate limiting anonymous writes.
create table public.rate_limits (
  key text not null,
  window_start timestamptz not null,
  hits integer not null default 0,
  primary key (key, window_start)
);

-- Returns true while `key` has had fewer than `max_hits` hits in the current window.
create function public.hit_rate_limit(key text, max_hits integer, window_seconds integer)
returns boolean
language plpgsql volatile security definer set search_path = '' as $$
declare
  w timestamptz := to_timestamp(floor(extract(epoch from now()) / window_seconds) * window_seconds);
  n integer;
begin
  insert into public.rate_limits as r (key, window_start, hits)
  values (hit_rate_limit.key, w, 1)
  on conflict (key, window_start) do update set hits = r.hits + 1
  returning hits into n;
  delete from public.rate_limits where window_start < now() - interval '1 day';
  return n <= max_hits;
end;
$$;
revoke all on function public.hit_rate_limit(text, integer, integer) from public;
grant execute on function public.hit_rate_limit(text, integer, integer) to anon, authenticated, service_role;
