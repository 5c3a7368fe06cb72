/**
 * The scale bench's data set (bench/scale.ts): at SCALE_FACTOR=1, 1,000,000 phone calls, 200,000
 * form submissions, 100,000 orders with 250,000 lines and 10,000 products, spread evenly over the
 * last three years (so the last 30 days hold ~27,000 calls). Alongside, so their tabs are not
 * empty: 40 brands, 6 categories, 150,000 add-to-cart events and 20,000 customer accounts.
 * Set-based SQL (insert … select … from generate_series), at most BATCH rows per statement so
 * PGlite's memory stays bounded; ids are uuids derived from md5 (v4-shaped), so a line names its
 * order and product without a lookup. Every value meets the schema's checks.
 */
import { hashPassword } from "@/lib/auth/password";
import { system, type Caller, type Db } from "@/lib/db/types";

export const FULL_SCALE = { phoneCalls: 1_000_000, formSubmissions: 200_000, orders: 100_000, products: 10_000, cartItems: 150_000, users: 20_000 };
const BATCH = 100_000;
const SPAN_SECONDS = 1095 * 86_400;

/** Row i of n (1 = oldest, n = newest) at an even step back from `now` over three years. */
const at = (n: number, now = "$3") => `${now}::timestamptz - make_interval(secs => ${SPAN_SECONDS}.0 * (${n} - i + 0.5) / ${n})`;
/** Days before `now` of row i, for statuses that depend on age. */
const ageDays = (n: number) => `1095.0 * (${n} - i + 0.5) / ${n}`;
/** A v4-shaped uuid derived from `key` (the app's z.uuid() refuses other shapes): lines name orders and products by it. */
const uid = (key: string) => `overlay(overlay(md5(${key}) placing '4' from 13) placing '8' from 17)::uuid`;
/** A spread-out pseudo-random number per row, 0 … 1,000,002. */
const H = "(i::bigint * 2654435761 % 1000003)";
const FIRST = `(array['Aman','Priya','Gurpreet','Olivia','Liam','Noah','Emma','Harjit','Mei','Sofia','Lucas','Ava','Arjun','Chloé','Mateo','Zara'])`;
const LAST = `(array['Singh','Patel','Brown','Tremblay','Gill','Nguyen','Smith','Wilson','Sandhu','Roy','Martin','Li','Dhillon','Gagnon','Khan','Grewal'])`;

/** One statement per BATCH rows of 1 … n: `sql` gets $1 = first i, $2 = last i and, if it uses it, $3 = now. */
async function batched(db: Db, n: number, now: string, sql: string) {
  for (let from = 1; from <= n; from += BATCH) {
    const to = Math.min(n, from + BATCH - 1);
    await db.run(system, (tx) => tx.query(sql, sql.includes("$3") ? [from, to, now] : [from, to]));
  }
}

export async function fillScale(db: Db, opts: { scale?: number } = {}): Promise<{ admin: Caller; counts: Record<string, number> }> {
  const scale = opts.scale ?? Number(process.env.SCALE_FACTOR ?? 1);
  if (!(scale > 0)) throw new Error(`SCALE_FACTOR must be a positive number, not ${process.env.SCALE_FACTOR}`);
  const n = Object.fromEntries(Object.entries(FULL_SCALE).map(([k, v]) => [k, Math.max(4, Math.round(v * scale))])) as typeof FULL_SCALE;
  const now = new Date().toISOString();

  await db.run(system, async (tx) => {
    await tx.query(
      `insert into public.brands (id, name, slug, is_luxury, created_at)
       select ${uid(`'brand-' || i`)}, 'Brand ' || i, 'brand-' || i, i % 5 = 0, ${at(40, "$1")} from generate_series(1, 40) i`,
      [now],
    );
    await tx.query(
      `insert into public.categories (id, name, slug, description, created_at)
       select ${uid(`'category-' || i`)}, c.name, c.slug, c.name || ' from the Brampton clinics', ${at(6, "$1")}
       from unnest(array['Eyeglasses','Sunglasses','Contact Lenses','Kids','Sports','Reading'],
                   array['eyeglasses','sunglasses','contact-lenses','kids','sports','reading']) with ordinality c(name, slug, i)`,
      [now],
    );
    // As bench/run.ts fill(): SKU BV-<i>, 90 % active, a quarter on sale.
    await tx.query(
      `insert into public.products (id, name, slug, sku, is_active, description, price, sale_price, stock_quantity, gender, brand_id,
         category_id, images, frame_material, lens_width, bridge_width, temple_length, is_polarized, created_at, updated_at)
       select ${uid(`'product-' || i`)}, 'Brand ' || (1 + i % 40) || ' ' || (array['Aviator','Wayfarer','Round','Cat-Eye','Rectangle','Browline','Oval','Square'])[1 + i % 8] || ' ' || i,
              'bench-frame-' || i, 'BV-' || i, i % 10 <> 0, 'A lightweight frame, model ' || i || ', fitted at both clinics.',
              50 + (i * 37) % 600, case when i % 4 = 0 then round((50 + (i * 37) % 600) * 0.8, 2) end, i % 30,
              (array['men','women','kids','unisex'])[1 + i % 4], ${uid(`'brand-' || (1 + i % 40)`)}, ${uid(`'category-' || (1 + (i / 7) % 6)`)},
              array['/products/calvin-klein-ck19531-cat-eye-1.svg'], (array['acetate','titanium','stainless steel','TR90'])[1 + i % 4],
              44 + i % 17, 14 + i % 9, 135 + i % 16, i % 6 = 1, ${at(n.products)}, ${at(n.products)}
       from generate_series($1::int, $2::int) i`,
      [1, n.products, now],
    );
    // Customers (the profile follows from auth.users' trigger, dated now: re-dated below).
    await tx.query(
      `insert into auth.users (id, email, raw_user_meta_data, email_confirmed_at, created_at, updated_at)
       select ${uid(`'user-' || i`)}, 'customer' || i || '@example.com',
              jsonb_build_object('first_name', ${FIRST}[1 + i % 16], 'last_name', ${LAST}[1 + (i / 16) % 16], 'phone_number', '905-555-' || lpad((i % 10000)::text, 4, '0')),
              ${at(n.users)}, ${at(n.users)}, ${at(n.users)}
       from generate_series($1::int, $2::int) i`,
      [1, n.users, now],
    );
    await tx.query("update public.profiles p set created_at = u.created_at, updated_at = u.created_at from auth.users u where u.id = p.id");
  });

  // Call-link clicks ('initiated', the site's numbers and link labels), and a fifth tracked calls with an outcome.
  await batched(db, n.phoneCalls, now, `
    insert into public.phone_calls (created_at, phone_number, caller_name, call_duration, call_status, location)
    select ${at(n.phoneCalls)}, case when s = 'initiated' then (array['905-555-0142','905-555-0157'])[1 + h % 2]
                               else '+1 ' || (array['905','416','647','289','437'])[1 + h % 5] || ' 555 ' || lpad((h % 10000)::text, 4, '0') end,
           case when s in ('answered','completed') then ${FIRST}[1 + h % 16] || ' ' || ${LAST}[1 + (h / 16) % 16] end,
           case when s in ('answered','completed') then 20 + h % 1200 when s = 'missed' then 0 end, s,
           (array['header','footer','cta','floating-button','steeles','goreway','footer-steeles','footer-goreway','account'])[1 + (h / 7) % 9]
    from (select i, h, case when h % 10 < 8 then 'initiated' else (array['answered','completed','completed','missed'])[1 + (h / 10) % 4] end as s
          from (select i, ${H} as h from generate_series($1::int, $2::int) i) r) g`);

  await batched(db, n.formSubmissions, now, `
    insert into public.form_submissions (created_at, form_type, name, email, phone, message, form_data, status)
    select ${at(n.formSubmissions)}, t, fn || ' ' || ln, lower(fn || '.' || ln || i || '@example.com'), ph,
           case t when 'contact' then 'Question about frames' || chr(10) || chr(10) || 'Do you carry frame ' || i || '?'
                  when 'contact_lens' then case when h % 3 = 0 then 'Same as last year, please.' end
                  else case when h % 4 = 0 then 'First visit.' end end,
           case t when 'booking' then jsonb_build_object('serviceType', (array['Comprehensive Eye Exam','Contact Lens Fitting','Dry Eye Treatment','LASIK Consultation'])[1 + h % 4],
                                                         'location', (array['steeles','goreway'])[1 + h % 2], 'preferredDate', to_char(${at(n.formSubmissions)} + interval '5 days', 'YYYY-MM-DD'),
                                                         'firstName', fn, 'lastName', ln, 'email', lower(fn || '.' || ln || i || '@example.com'), 'phone', ph)
                  when 'contact' then jsonb_build_object('fullName', fn || ' ' || ln, 'email', lower(fn || '.' || ln || i || '@example.com'), 'phone', ph,
                                                         'subject', 'Question about frames', 'message', 'Do you carry frame ' || i || '?')
                  else jsonb_build_object('fullName', fn || ' ' || ln, 'email', lower(fn || '.' || ln || i || '@example.com'), 'phone', ph,
                                          'lensType', (array['daily','monthly'])[1 + h % 2], 'supply', (array['3-months','6-months','12-months'])[1 + h % 3]) end,
           case when ${ageDays(n.formSubmissions)} > 30 then (case when h % 50 = 0 then 'in_progress' else 'resolved' end)
                else (array['new','new','in_progress','resolved'])[1 + h % 4] end
    from (select i, h, (case when h % 10 < 6 then 'booking' when h % 10 < 9 then 'contact' else 'contact_lens' end) as t,
                 ${FIRST}[1 + h % 16] as fn, ${LAST}[1 + (h / 16) % 16] as ln, '905-555-' || lpad((h % 10000)::text, 4, '0') as ph
          from (select i, ${H} as h from generate_series($1::int, $2::int) i) r) g`);

  // Orders: 1 to 4 lines each (2.5 on average); line j of order i is product 1 + (7i + 1009j) mod products.
  const line = uid(`'product-' || (1 + (i * 7 + j * 1009) % ${n.products})`);
  const qty = "(1 + ((i + j) % 7 = 0)::int)";
  await batched(db, n.orders, now, `
    insert into public.orders (id, order_number, user_id, email, first_name, last_name, phone, shipping_address, billing_address,
      subtotal, tax, shipping, total_amount, status, payment_status, payment_method, card_last4, created_at, updated_at)
    select ${uid(`'order-' || i`)}, 'ORD-' || to_char(${at(n.orders)}, 'YYMMDD') || (100000 + i),
           case when h % 10 < 3 then ${uid(`'user-' || (1 + h % ${n.users})`)} end,
           lower(fn || '.' || ln || i || '@example.com'), fn, ln, '905-555-' || lpad((h % 10000)::text, 4, '0'), addr, addr,
           sub, round(sub * 0.13, 2), 0, sub + round(sub * 0.13, 2), st,
           case st when 'delivered' then 'paid' when 'cancelled' then (case when h % 2 = 0 then 'refunded' else 'failed' end)
                   when 'pending' then 'pending' else 'paid' end, 'card', lpad((h % 10000)::text, 4, '0'), ${at(n.orders)}, ${at(n.orders)}
    from (select i, h, ${FIRST}[1 + h % 16] as fn, ${LAST}[1 + (h / 16) % 16] as ln,
                 jsonb_build_object('address', (1 + h % 300) || ' Queen St W', 'city', 'Brampton', 'province', 'ON', 'postalCode', 'L6Y 1N' || (h % 10)) as addr,
                 case when ${ageDays(n.orders)} > 14 then (case when h % 12 = 0 then 'cancelled' else 'delivered' end)
                      else (array['pending','confirmed','ready','delivered','cancelled'])[1 + h % 5] end as st,
                 (select sum(coalesce(p.sale_price, p.price) * ${qty}) from generate_series(1, 1 + i % 4) j join public.products p on p.id = ${line}) as sub
          from (select i, ${H} as h from generate_series($1::int, $2::int) i) r) g`);
  await batched(db, n.orders, now, `
    insert into public.order_items (order_id, product_id, product_name, brand_name, unit_price, quantity, color_name, color_value, size, line_total)
    select ${uid(`'order-' || i`)}, p.id, p.name, b.name, coalesce(p.sale_price, p.price), ${qty},
           (array['Black','Tortoise','Crystal','Gold'])[1 + (i + j) % 4], (array['#111111','#7a4b2a','#e6eef2','#c9a44c'])[1 + (i + j) % 4],
           (array['S','M','L'])[1 + j % 3], coalesce(p.sale_price, p.price) * ${qty}
    from generate_series($1::int, $2::int) i cross join lateral generate_series(1, 1 + i % 4) j
    join public.products p on p.id = ${line} left join public.brands b on b.id = p.brand_id`);

  await batched(db, n.cartItems, now, `
    insert into public.cart_items (product_id, quantity, created_at)
    select ${uid(`'product-' || (1 + ${H} % ${n.products})`)}, 1 + (${H} % 9 = 0)::int, ${at(n.cartItems)}
    from generate_series($1::int, $2::int) i`);

  const admin = await db.run(system, async (tx) => {
    const [user] = await tx.query<{ id: string }>("insert into auth.users (email) values ('bench-admin@example.com') returning id");
    await tx.query("select public.assign_admin_role($1)", [user.id]);
    return { kind: "user", userId: user.id, email: "bench-admin@example.com" } as Caller;
  });
  await db.exec("analyze");
  const [counts] = await db.run(system, (tx) =>
    tx.query<Record<string, number>>(
      `select (select count(*) from public.phone_calls)::int as phone_calls, (select count(*) from public.form_submissions)::int as form_submissions,
              (select count(*) from public.orders)::int as orders, (select count(*) from public.order_items)::int as order_items,
              (select count(*) from public.products)::int as products, (select count(*) from public.brands)::int as brands,
              (select count(*) from public.categories)::int as categories, (select count(*) from public.cart_items)::int as cart_items,
              (select count(*) from public.profiles)::int as profiles,
              (select count(*) from public.phone_calls where created_at >= $1::timestamptz - interval '30 days')::int as phone_calls_last_30_days`,
      [now],
    ),
  );
  return { admin, counts };
}

/** An admin who signs in with a password, for the HTTP part (a PostgreSQL server makes no demo admin). */
export async function addPasswordAdmin(db: Db, email: string, password: string) {
  const hash = await hashPassword(password);
  await db.run(system, async (tx) => {
    const [u] = await tx.query<{ id: string }>(
      `insert into auth.users (email, encrypted_password, email_confirmed_at) values ($1, $2, now())
       on conflict (email) do update set encrypted_password = excluded.encrypted_password returning id`,
      [email, hash],
    );
    await tx.query("select public.assign_admin_role($1)", [u.id]);
  });
}
