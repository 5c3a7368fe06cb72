-- Issue 52: the booking form's OHIP hint for a signed-in patient. For the people of the caller's own
-- household (their own record and those sharing its household) whose name and birth date match what
-- the form holds: the birth date, the eligible conditions and the last comprehensive exam marked seen.
-- Only the server reads it (to work out a date); nobody is matched outside the caller's household.
create function private.own_household_exams(p_people jsonb)
returns table (idx int, date_of_birth date, eligible_conditions text[], last_exam date)
language sql stable security definer set search_path = '' as $$
  with me as (
    select p.id, p.household_id from public.patients p
    where p.user_id = (select auth.uid()) and p.merged_into is null
  ), mine as (
    select p.* from public.patients p
    where p.merged_into is null
      and (p.id in (select id from me) or p.household_id in (select household_id from me where household_id is not null))
  )
  select (q.ord - 1)::int, m.date_of_birth, m.eligible_conditions,
         (select max((b.starts_at at time zone 'America/Toronto')::date) from public.bookings b
          where b.patient_id = m.id and b.seen_at is not null and b.service_type = 'Comprehensive Eye Exam')
  from jsonb_array_elements(case when jsonb_typeof(p_people) = 'array' then p_people else '[]'::jsonb end) with ordinality q(person, ord)
  join mine m on m.first_key = private.name_key(q.person->>'firstName') and m.last_key = private.name_key(q.person->>'lastName')
    and m.date_of_birth::text = q.person->>'dateOfBirth'
  where q.ord <= 6;
$$;
revoke all on function private.own_household_exams(jsonb) from public;
grant execute on function private.own_household_exams(jsonb) to authenticated, service_role;
