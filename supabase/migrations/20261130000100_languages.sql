-- Issue 20: patients book and write to the clinic in English, Punjabi or Hindi. Each booking
-- and each form submission keeps the language of the page it came from, so the patient's
-- e-mails and manage page speak it and staff know who to pair them with.

alter table public.bookings
  add column language text not null default 'en' check (language in ('en', 'pa', 'hi'));
alter table public.form_submissions
  add column language text not null default 'en' check (language in ('en', 'pa', 'hi'));

-- take_appointment: the same, now storing the booking's language (English when not given).
create or replace function private.take_appointment(p jsonb, p_rooms integer)
returns smallint
language plpgsql security definer set search_path = '' as $$
declare
  r smallint;
begin
  if (p->>'starts_at')::timestamptz < now() then
    raise exception 'appointment in the past' using errcode = '22023';
  end if;
  for r in 1 .. least(p_rooms, 9) loop
    begin
      insert into public.bookings (
        id, group_id, first_name, last_name, email, phone, date_of_birth, preferred_date, service_type,
        location, notes, starts_at, ends_at, room, manage_token_hash, language
      ) values (
        (p->>'id')::uuid, (p->>'group_id')::uuid, p->>'first_name', p->>'last_name', lower(p->>'email'), p->>'phone',
        (p->>'date_of_birth')::date, (p->>'preferred_date')::date, p->>'service_type', p->>'location', nullif(p->>'notes', ''),
        (p->>'starts_at')::timestamptz, (p->>'ends_at')::timestamptz, r, p->>'manage_token_hash', coalesce(p->>'language', 'en')
      );
      return r;
    exception when exclusion_violation then
      null; -- this room is taken then; try the next
    end;
  end loop;
  return null;
end $$;

-- booking_group gains the language column (a new result type, so it is dropped and re-made).
drop function private.booking_group(text);
create function private.booking_group(p_token_hash text)
returns table (
  id uuid, group_id uuid, first_name text, last_name text, email text, phone text, service_type text,
  location text, starts_at timestamptz, ends_at timestamptz, room smallint, status text, language text
)
language sql stable security definer set search_path = '' as $$
  select b.id, b.group_id, b.first_name, b.last_name, b.email, b.phone, b.service_type, b.location,
         b.starts_at, b.ends_at, b.room, b.status, b.language
  from public.bookings b
  where b.group_id = private.token_group(p_token_hash) and b.starts_at is not null
  order by b.starts_at, b.id
$$;
revoke all on function private.booking_group(text) from public;
grant execute on function private.booking_group(text) to anon, authenticated, service_role;
