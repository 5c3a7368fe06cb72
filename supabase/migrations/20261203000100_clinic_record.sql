-- A clinic is one record (issue 32): its facts (names, address, phone, e-mail, position on the
-- map) move from code into public.clinics, beside its rooms and hours. Its page copy (badge,
-- features, parking, the drawn map's roads) stays in content/clinics.ts, keyed by the id.
-- Adding a clinic is one insert here (and, for its location page's words, one content entry).
alter table public.clinics
  add column slug text,
  add column name text,
  add column short_name text,
  add column booking_label text,
  add column street text,
  add column unit text,
  add column city text,
  add column province text,
  add column postal_code text,
  add column phone text,
  add column email text,
  add column lat double precision,
  add column lng double precision;

update public.clinics set
  slug = 'brightview-steeles', name = 'Brightview Eye Care — Steeles Ave W', short_name = 'Steeles Ave W',
  booking_label = 'Steeles Ave W Clinic', street = '373 Steeles Ave W', unit = null, city = 'Brampton',
  province = 'ON', postal_code = 'L6Y 0P8', phone = '905-555-0142', email = 'steeles@brightview.example.com',
  lat = 43.6644, lng = -79.7367
where id = 'steeles';
update public.clinics set
  slug = 'brightview-goreway', name = 'Brightview Eye Care — Goreway Dr', short_name = 'Goreway Dr',
  booking_label = 'Goreway Dr Clinic', street = '10960 Goreway Dr', unit = 'Unit A2', city = 'Brampton',
  province = 'ON', postal_code = 'L6P 4N5', phone = '905-555-0157', email = 'goreway@brightview.example.com',
  lat = 43.7998, lng = -79.6536
where id = 'goreway';
-- A clinic some deployment added by hand before this migration gets its id as its names.
update public.clinics set slug = id, name = id, short_name = id, booking_label = id, street = id, city = 'Brampton',
  province = 'ON', postal_code = 'L6Y 0A1', phone = '905-555-0100', email = id || '@brightview.example.com', lat = 43.7315, lng = -79.7624
where slug is null;

alter table public.clinics
  alter column slug set not null,
  alter column name set not null,
  alter column short_name set not null,
  alter column booking_label set not null,
  alter column street set not null,
  alter column city set not null,
  alter column province set not null,
  alter column postal_code set not null,
  alter column phone set not null,
  alter column email set not null,
  alter column lat set not null,
  alter column lng set not null,
  add constraint clinics_slug_key unique (slug),
  add constraint clinics_slug_check check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 60),
  add constraint clinics_text_check check (
    length(name) between 1 and 120 and length(short_name) between 1 and 60 and length(booking_label) between 1 and 80
    and length(street) between 1 and 120 and length(coalesce(unit, '')) <= 40 and length(city) between 1 and 60
    and length(province) between 2 and 40 and length(postal_code) between 3 and 12
  ),
  add constraint clinics_phone_check check (phone ~ '^[0-9]{3}-[0-9]{3}-[0-9]{4}$'),
  add constraint clinics_email_check check (length(email) <= 254 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  add constraint clinics_geo_check check (lat between -90 and 90 and lng between -180 and 180);
