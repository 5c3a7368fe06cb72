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

-- claim_due_reminders gains the language too, so each reminder is written in it.
drop function private.claim_due_reminders(timestamptz, integer);
create function private.claim_due_reminders(p_now timestamptz, p_limit integer)
returns table (
  booking_id uuid, kind text, group_id uuid, first_name text, last_name text, email text,
  service_type text, location text, starts_at timestamptz, ends_at timestamptz, language text
)
language sql security definer set search_path = '' as $$
  with due as (
    select b.id, k.kind, b.starts_at
    from public.bookings b
    cross join (values ('day'), ('week')) as k (kind)
    where b.starts_at is not null and b.status <> 'cancelled' and b.reminders and b.starts_at > p_now
      and case k.kind
        when 'day' then b.starts_at <= p_now + interval '24 hours'
        else b.starts_at > p_now + interval '24 hours' and b.starts_at <= p_now + interval '7 days'
             and b.slot_set_at <= b.starts_at - interval '7 days'
      end
      and not exists (
        select 1 from private.appointment_reminders r
        where r.booking_id = b.id and r.kind = k.kind and r.starts_at = b.starts_at
      )
    order by b.starts_at
    limit least(greatest(p_limit, 1), 500)
  ),
  claimed as (
    insert into private.appointment_reminders (booking_id, kind, starts_at)
    select id, kind, starts_at from due
    on conflict do nothing
    returning booking_id, kind
  )
  select b.id, c.kind, b.group_id, b.first_name, b.last_name, b.email, b.service_type, b.location, b.starts_at, b.ends_at, b.language
  from claimed c join public.bookings b on b.id = c.booking_id
  order by b.group_id, b.starts_at
$$;
revoke all on function private.claim_due_reminders(timestamptz, integer) from public;
-- Only the server's own job (system) sends reminders.
grant execute on function private.claim_due_reminders(timestamptz, integer) to service_role;
