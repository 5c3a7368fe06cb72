-- Issue 52: the patient's intake forms before the visit. One form per booked person; its answers
-- are health information. Patients reach theirs through a link (only the SHA-256 of its token is
-- kept) and their date of birth; the server then works as a named system operation. Staff read
-- through the functions below: the status with the booking (RLS on bookings decides who), the
-- health history only with the new `health-history` permission (the Owner and Optometrists).

-- The permission table gains `health-history` (lib/auth/permissions.ts; a test compares the two).
create or replace function private.role_has_permission(role text, permission text) returns boolean
language sql immutable set search_path = '' as $$
  select coalesce(role_has_permission.permission = any (case role_has_permission.role
    when 'admin' then array['catalogue', 'clinic', 'shifts', 'shifts.own', 'day-sheet', 'day-sheet.own', 'orders',
                            'prescriptions', 'analytics', 'analytics.contact', 'staff', 'patients', 'health-history']
    when 'front_desk' then array['clinic', 'shifts', 'shifts.own', 'day-sheet', 'day-sheet.own', 'orders', 'analytics.contact', 'patients']
    when 'optometrist' then array['shifts.own', 'day-sheet.own', 'prescriptions', 'health-history']
    when 'optician' then array['catalogue', 'orders', 'prescriptions']
  end), false);
$$;

create table public.intake_forms (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null unique references public.bookings (id) on delete cascade,
  status text not null default 'not_started' check (status in ('not_started', 'in_progress', 'done')),
  -- Section code -> that section's answers (codes, and free text as typed).
  answers jsonb not null default '{}'::jsonb check (jsonb_typeof(answers) = 'object' and pg_column_size(answers) < 65536),
  -- Sections saved on this form; sections carried over from the last submission until confirmed.
  saved text[] not null default '{}',
  carried text[] not null default '{}',
  -- The submission these answers started from (a returning patient's), and what differs from it.
  previous_id uuid references public.intake_forms (id) on delete set null,
  changed text[] not null default '{}',
  urgent boolean not null default false,
  lockbox boolean not null default false,
  language text not null default 'en' check (language in ('en', 'pa', 'hi')),
  -- Who signed, when, from where, and the exact words they were shown (with the words' version).
  consent jsonb check (consent is null or jsonb_typeof(consent) = 'object'),
  failed_tries integer not null default 0 check (failed_tries >= 0),
  locked_until timestamptz,
  -- The visit time the "Your forms for {day}" reminder was sent for (a moved visit is reminded again).
  reminded_for timestamptz,
  submitted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((status = 'done') = (submitted_at is not null))
);
create index intake_forms_previous_idx on public.intake_forms (previous_id);
create index intake_forms_unsent_idx on public.intake_forms (created_at) where status <> 'done';

create table private.intake_links (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  form_id uuid not null references public.intake_forms (id) on delete cascade,
  kind text not null check (kind in ('mail', 'desk', 'account')),
  created_at timestamptz not null default now()
);
create index intake_links_form_idx on private.intake_links (form_id);
-- Internal, as every private table: no grants and row-level security with no policy for API roles.
alter table private.intake_links enable row level security;
revoke all on private.intake_links from anon, authenticated;

alter table public.intake_forms enable row level security;
revoke all on public.intake_forms from anon, authenticated;
-- The status, never the answers: for whoever may see the booking (the day sheet's own rules).
grant select (id, booking_id, status, urgent, lockbox, language, changed, submitted_at, updated_at) on public.intake_forms to authenticated;
create policy intake_forms_with_booking on public.intake_forms for select to authenticated
  using (exists (select 1 from public.bookings b where b.id = booking_id));

alter table public.access_log drop constraint access_log_kind_check;
alter table public.access_log add constraint access_log_kind_check check (kind in ('prescription', 'prescription-file', 'exam-reference',
  'upload-file', 'birth-date', 'family', 'receipt', 'data-download', 'patient-record', 'eligible-conditions', 'intake-forms'));

-- A patient's health card, as "Add to record" copies it from the forms: health information, so it
-- is read and written only through the functions below.
alter table public.patients add column health_card jsonb check (health_card is null or jsonb_typeof(health_card) = 'object');

-- The answers as the caller may see them: all with `health-history`; with `patients` only "About
-- you" and the insurance, the health number masked to its last three digits; otherwise nothing.
create function private.intake_visible(p_answers jsonb) returns jsonb
language sql stable security definer set search_path = '' as $$
  select case
    when (select private.has_permission('health-history')) then p_answers
    when (select private.has_permission('patients')) then jsonb_strip_nulls(jsonb_build_object(
      'about', p_answers -> 'about',
      'insurance', case when p_answers ? 'insurance' then
        (p_answers -> 'insurance') - 'healthNumber' || jsonb_build_object(
          'healthNumber', case when coalesce(p_answers #>> '{insurance,healthNumber}', '') = '' then ''
                          else '•••• ••• ' || right(p_answers #>> '{insurance,healthNumber}', 3) end)
      end))
    else '{}'::jsonb
  end;
$$;
revoke all on function private.intake_visible(jsonb) from public;

-- One patient's forms, newest first, for their record's "Forms" (the record's own gate first).
create function private.patient_intake_forms(p_patient uuid)
returns table (id uuid, booking_id uuid, starts_at timestamptz, service_type text, status text, urgent boolean, lockbox boolean,
               language text, answers jsonb, changed text[], consent jsonb, submitted_at timestamptz, full_view boolean)
language sql stable security definer set search_path = '' as $$
  select f.id, f.booking_id, b.starts_at, b.service_type, f.status, f.urgent, f.lockbox, f.language,
         private.intake_visible(f.answers), f.changed, f.consent, f.submitted_at, (select private.has_permission('health-history'))
  from public.intake_forms f join public.bookings b on b.id = f.booking_id
  where b.patient_id = p_patient and private.may_see_patient(p_patient)
    and ((select private.has_permission('health-history')) or (select private.has_permission('patients')))
  order by coalesce(f.submitted_at, f.updated_at) desc, f.created_at desc
  limit 50;
$$;
revoke all on function private.patient_intake_forms(uuid) from public;
grant execute on function private.patient_intake_forms(uuid) to authenticated, service_role;

-- "Add to record": the address, phone, health card, eligible conditions and contact lenses of a
-- sent form into the patient's record, each change a line of the record's history.
create function private.intake_add_to_record(p_form uuid) returns text
language plpgsql security definer set search_path = '' as $$
declare
  who text := (select email from auth.users where id = (select auth.uid()));
  f public.intake_forms;
  pid uuid;
  p public.patients;
  a jsonb;
  conditions text[];
  card jsonb;
  lens boolean;
  changes text[] := '{}';
begin
  select * into f from public.intake_forms where id = p_form;
  if not found or f.status <> 'done' then return 'missing'; end if;
  select patient_id into pid from public.bookings where id = f.booking_id;
  if pid is null then return 'missing'; end if;
  if not ((select private.has_permission('health-history')) and private.may_see_patient(pid)) then return 'refused'; end if;
  select * into p from public.patients where id = pid and merged_into is null for update;
  if not found then return 'missing'; end if;
  a := f.answers;
  if coalesce(a #>> '{about,address}', '') <> '' and a #>> '{about,address}' is distinct from p.address then
    changes := changes || format('address: %s', a #>> '{about,address}');
  end if;
  if coalesce(a #>> '{about,phone}', '') <> '' and a #>> '{about,phone}' is distinct from p.phone then
    changes := changes || format('phone: %s', a #>> '{about,phone}');
  end if;
  card := case when coalesce((a #>> '{insurance,noCard}')::boolean, true) then null
          else jsonb_build_object('number', a #>> '{insurance,healthNumber}', 'version', a #>> '{insurance,versionCode}',
                                  'expiry', nullif(a #>> '{insurance,cardExpiry}', '')) end;
  if card is not null and card is distinct from p.health_card then
    changes := changes || format('health card ending %s', right(card ->> 'number', 3));
  end if;
  select coalesce(array_agg(distinct c order by c), '{}') into conditions from (
    select unnest(p.eligible_conditions) as c
    union select x from jsonb_array_elements_text(coalesce(a #> '{eyes,eyeConditions}', '[]'::jsonb)) x
    where x in ('diabetes', 'glaucoma', 'cataract', 'retinal-disease', 'amblyopia', 'visual-field-defects', 'corneal-disease',
                'strabismus', 'recurrent-uveitis', 'optic-pathway-disease')
    union select 'diabetes' where coalesce(a #> '{health,conditions}', '[]'::jsonb) ? 'diabetes'
  ) s;
  if conditions is distinct from (select coalesce(array_agg(c order by c), '{}') from unnest(p.eligible_conditions) c) then
    changes := changes || format('eligible conditions: %s', array_to_string(conditions, ', '));
  end if;
  lens := case a #>> '{eyes,contacts}' when 'yes' then true when 'no' then false else p.contact_lens_wearer end;
  if lens is distinct from p.contact_lens_wearer then
    changes := changes || format('contact lens wearer: %s', case when lens then 'yes' else 'no' end);
  end if;
  if cardinality(changes) = 0 then return 'unchanged'; end if;
  update public.patients set
    address = coalesce(nullif(a #>> '{about,address}', ''), address),
    phone = coalesce(nullif(a #>> '{about,phone}', ''), phone),
    health_card = coalesce(card, health_card),
    eligible_conditions = conditions,
    contact_lens_wearer = lens,
    updated_at = now()
  where id = pid;
  insert into public.patient_history (patient_id, actor_email, action, detail)
  values (pid, who, 'edited', left('From the intake forms: ' || array_to_string(changes, '; '), 2000));
  return 'added';
end;
$$;
revoke all on function private.intake_add_to_record(uuid) from public;
grant execute on function private.intake_add_to_record(uuid) to authenticated, service_role;

-- The account's own visits' forms: their status, for "Fill in forms" or "Forms done".
create function private.own_intake_forms() returns table (booking_id uuid, status text)
language sql stable security definer set search_path = '' as $$
  select f.booking_id, f.status from public.intake_forms f where f.booking_id in (select id from private.own_bookings());
$$;
revoke all on function private.own_intake_forms() from public;
grant execute on function private.own_intake_forms() to authenticated, service_role;
