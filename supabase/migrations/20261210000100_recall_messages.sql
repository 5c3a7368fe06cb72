-- Issue 43, the messages: consent to recall e-mail (CASL), the three notices around each due date,
-- one e-mail per household, "Book my exam" and unsubscribe links. docs/recall.md tells the rules;
-- lib/recall/send.ts writes the e-mails these functions claim.

-- The three notices, in days from the due date (before is negative); the Owner changes them.
alter table public.recall_rules
  add column notice_first smallint not null default -30 check (notice_first between -180 and 0),
  add column notice_second smallint not null default 0 check (notice_second between -90 and 90),
  add column notice_last smallint not null default 30 check (notice_last between 0 and 180),
  add constraint recall_notices_in_order check (notice_first < notice_second and notice_second < notice_last);
grant update (notice_first, notice_second, notice_last) on public.recall_rules to authenticated;

-- Consent: the current answer on the record (what the sender reads), every answer in its history.
alter table public.patients
  add column recall_consent boolean not null default false,
  add column recall_consent_at timestamptz,
  -- "Declined" on the recall list may stop recall: off the list and sent nothing (consent is kept).
  add column recall_stopped boolean not null default false;

create table public.recall_consents (
  id bigint generated always as identity primary key,
  patient_id uuid not null references public.patients (id) on delete cascade,
  at timestamptz not null default now(),
  given boolean not null,
  -- Where it was given or withdrawn: the booking form, the account, the front desk, the
  -- unsubscribe page, or a mail client's one-click unsubscribe (RFC 8058).
  source text not null check (source in ('booking', 'account', 'front-desk', 'unsubscribe', 'mail-client')),
  -- The exact words the person saw (CASL: a record of how consent was obtained).
  words text not null check (length(words) between 1 and 500),
  language text not null check (language in ('en', 'pa', 'hi')),
  actor_email text check (length(actor_email) <= 254)
);
create index recall_consents_patient_idx on public.recall_consents (patient_id, at desc);
alter table public.recall_consents enable row level security;
grant select on public.recall_consents to authenticated;
create policy recall_consents_read on public.recall_consents for select to authenticated
  using ((select private.may_see_patient(patient_id)));

-- The one writer of consent: the record's answer and its history together. Callers are the
-- narrow functions below, each of which decides whose consent it may change.
create function private.record_recall_consent(p_patient uuid, p_given boolean, p_source text, p_words text, p_language text, p_actor text)
returns void language plpgsql security definer set search_path = '' as $$
declare
  target uuid := p_patient;
begin
  -- A merged record's answer belongs to the record it was merged into.
  select coalesce(p.merged_into, p.id) into target from public.patients p where p.id = p_patient;
  if target is null then return; end if;
  update public.patients set recall_consent = p_given, recall_consent_at = now() where id = target;
  insert into public.recall_consents (patient_id, given, source, words, language, actor_email)
  values (target, p_given, p_source, left(p_words, 500), coalesce(nullif(p_language, ''), 'en'), left(p_actor, 254));
end;
$$;
revoke all on function private.record_recall_consent(uuid, boolean, text, text, text, text) from public;

-- The booking form's box, ticked: only the patients of bookings made in this same transaction.
create function private.recall_consent_from_booking(p_group uuid, p_words text, p_language text) returns int
language plpgsql security definer set search_path = '' as $$
declare
  n int := 0;
  pid uuid;
begin
  for pid in select distinct b.patient_id from public.bookings b
             where b.group_id = p_group and b.created_at = now() and b.patient_id is not null loop
    perform private.record_recall_consent(pid, true, 'booking', p_words, p_language, null);
    n := n + 1;
  end loop;
  return n;
end;
$$;
revoke all on function private.recall_consent_from_booking(uuid, text, text) from public;
grant execute on function private.recall_consent_from_booking(uuid, text, text) to anon, authenticated, service_role;

-- The account's switch: the signed-in person's own records and their household's.
create function private.set_own_recall_consent(p_given boolean, p_words text, p_language text) returns int
language plpgsql security definer set search_path = '' as $$
declare
  n int := 0;
  pid uuid;
  who text := (select email from auth.users where id = (select auth.uid()));
begin
  for pid in select private.own_patient_ids() loop
    perform private.record_recall_consent(pid, p_given, 'account', p_words, p_language, who);
    n := n + 1;
  end loop;
  return n;
end;
$$;
revoke all on function private.set_own_recall_consent(boolean, text, text) from public;
grant execute on function private.set_own_recall_consent(boolean, text, text) to authenticated, service_role;

-- The front desk records what the patient said (in person or by phone): the `patients` permission.
create function private.set_patient_recall_consent(p_patient uuid, p_given boolean, p_words text) returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  lang text;
begin
  if not (select private.has_permission('patients')) then return false; end if;
  select language into lang from public.patients where id = p_patient and merged_into is null;
  if lang is null then return false; end if;
  perform private.record_recall_consent(p_patient, p_given, 'front-desk', p_words, lang,
    (select email from auth.users where id = (select auth.uid())));
  return true;
end;
$$;
revoke all on function private.set_patient_recall_consent(uuid, boolean, text) from public;
grant execute on function private.set_patient_recall_consent(uuid, boolean, text) to authenticated, service_role;

-- Links in recall e-mails, stored by hash as manage links are: "Book my exam" (one patient,
-- expiring after the last notice) and unsubscribe (the patients the e-mail named; no expiry).
create table private.recall_links (
  token_hash text primary key check (length(token_hash) = 64),
  kind text not null check (kind in ('book', 'unsubscribe')),
  patient_ids uuid[] not null check (cardinality(patient_ids) between 1 and 20),
  email text not null check (length(email) <= 254),
  language text not null default 'en' check (language in ('en', 'pa', 'hi')),
  created_at timestamptz not null default now(),
  expires_at timestamptz,
  used_at timestamptz
);
alter table private.recall_links enable row level security;
revoke all on private.recall_links from anon, authenticated;
create policy recall_links_deny_all on private.recall_links as restrictive for all to anon, authenticated using (false) with check (false);

-- What an unsubscribe link names (first names only: the page is reached without signing in), and
-- whether it has been used. Unknown or malformed: no rows.
create function private.recall_unsubscribe_view(p_hash text)
returns table (first_names text[], language text, done boolean)
language sql stable security definer set search_path = '' as $$
  select array(select p.first_name from public.patients p where p.id = any (l.patient_ids) order by p.date_of_birth nulls last, p.first_name),
         l.language, l.used_at is not null
  from private.recall_links l where l.token_hash = p_hash and l.kind = 'unsubscribe';
$$;
revoke all on function private.recall_unsubscribe_view(text) from public;
grant execute on function private.recall_unsubscribe_view(text) to anon, authenticated, service_role;

-- The unsubscribe button, or a mail client's one-click POST: recall e-mail stops for the patients
-- the e-mail named (appointment reminders are untouched). Saying it twice changes nothing more.
create function private.recall_unsubscribe(p_hash text, p_source text) returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  link private.recall_links;
  pid uuid;
begin
  if p_source not in ('unsubscribe', 'mail-client') then return false; end if;
  select * into link from private.recall_links where token_hash = p_hash and kind = 'unsubscribe' for update;
  if not found then return false; end if;
  if link.used_at is null then
    foreach pid in array link.patient_ids loop
      if (select recall_consent from public.patients where id = pid) then
        perform private.record_recall_consent(pid, false, p_source, 'Unsubscribe', link.language, null);
      end if;
    end loop;
    update private.recall_links set used_at = now() where token_hash = p_hash;
  end if;
  return true;
end;
$$;
revoke all on function private.recall_unsubscribe(text, text) from public;
grant execute on function private.recall_unsubscribe(text, text) to anon, authenticated, service_role;

-- "Book my exam": what the booking form starts with. Expired or unknown: no row.
create function private.recall_booking_prefill(p_hash text)
returns table (first_name text, last_name text, email text, phone text, date_of_birth date, clinic_id text, optometrist_id uuid, language text)
language sql stable security definer set search_path = '' as $$
  select p.first_name, p.last_name, coalesce(p.email, l.email), p.phone, p.date_of_birth,
         coalesce(p.clinic_id, last.location),
         -- Their last optometrist while still active; otherwise none ("First available").
         (select s.id from public.staff s where s.id = last.optometrist_id and s.active),
         l.language
  from private.recall_links l
  join public.patients p on p.id = l.patient_ids[1]
  left join lateral (
    select b.location, b.optometrist_id from public.bookings b
    where b.patient_id = p.id and b.seen_at is not null order by b.starts_at desc nulls last limit 1
  ) last on true
  where l.token_hash = p_hash and l.kind = 'book' and l.expires_at > now();
$$;
revoke all on function private.recall_booking_prefill(text) from public;
grant execute on function private.recall_booking_prefill(text) to anon, authenticated, service_role;

-- A booking made from "Book my exam" counts for the recall: marked in the booking's own transaction.
alter table public.bookings add column from_recall boolean not null default false;
create function private.mark_recall_booking(p_hash text, p_group uuid) returns boolean
language plpgsql security definer set search_path = '' as $$
begin
  if not exists (select 1 from private.recall_links where token_hash = p_hash and kind = 'book' and expires_at > now()) then
    return false;
  end if;
  update public.bookings set from_recall = true where group_id = p_group and created_at = now();
  update private.recall_links set used_at = coalesce(used_at, now()) where token_hash = p_hash;
  return found;
end;
$$;
revoke all on function private.mark_recall_booking(text, uuid) from public;
grant execute on function private.mark_recall_booking(text, uuid) to anon, authenticated, service_role;

-- Each notice claimed once per patient, due date and kind (1 first, 2 second, 3 last).
create table private.recall_messages (
  patient_id uuid not null references public.patients (id) on delete cascade,
  due date not null,
  stage smallint not null check (stage between 1 and 3),
  email text not null check (length(email) <= 254),
  sent_at timestamptz not null default now(),
  primary key (patient_id, due, stage)
);
create index recall_messages_sent_idx on private.recall_messages (sent_at);
alter table private.recall_messages enable row level security;
revoke all on private.recall_messages from anon, authenticated;
create policy recall_messages_deny_all on private.recall_messages as restrictive for all to anon, authenticated using (false) with check (false);

-- The sender's claim: every consenting, contactable patient with no exam booked ahead whose
-- latest notice day has come and who has not had that notice (or a later one) for this due
-- date. A notice is sent only in its own window (until the next notice's day; the last for 14
-- days), so consent given late does not bring old notices. One run at a time (the lock), so two
-- senders never split a household between two e-mails.
create function private.claim_recall_notices(p_now timestamptz, p_limit int)
returns table (patient_id uuid, stage smallint, due date, email text, household_id uuid, first_name text, last_name text,
               date_of_birth date, language text, clinic_id text, last_visit date)
language plpgsql security definer set search_path = '' as $$
declare
  today date := (p_now at time zone 'America/Toronto')::date;
  r public.recall_rules;
begin
  perform pg_advisory_xact_lock(hashtext('brightview.recall-send'));
  select * into r from public.recall_rules;
  return query
  with cand as (
    select p.id, p.next_exam_due as due, p.email, p.household_id, p.first_name, p.last_name, p.date_of_birth, p.language, p.clinic_id,
           (case when today >= p.next_exam_due + r.notice_last then 3
                 when today >= p.next_exam_due + r.notice_second then 2
                 else 1 end)::smallint as stage
    from public.patients p
    where p.next_exam_due between today - r.notice_last - 14 and today - r.notice_first
      and p.merged_into is null and p.status = 'active' and p.recall_consent and not p.recall_stopped and p.email is not null
      and not exists (select 1 from public.bookings b where b.patient_id = p.id and b.starts_at > p_now and b.status <> 'cancelled')
  ), fresh as (
    select c.* from cand c
    where not exists (select 1 from private.recall_messages m where m.patient_id = c.id and m.due = c.due and m.stage >= c.stage)
    order by c.household_id nulls last, c.id
    limit p_limit
  ), claimed as (
    insert into private.recall_messages (patient_id, due, stage, email)
    select f.id, f.due, f.stage, f.email from fresh f
    on conflict do nothing
    returning recall_messages.patient_id
  )
  select f.id, f.stage, f.due, f.email, f.household_id, f.first_name, f.last_name, f.date_of_birth, f.language,
         coalesce(f.clinic_id, v.location), v.day
  from fresh f
  join claimed c on c.patient_id = f.id
  left join lateral (
    select b.location, coalesce((b.starts_at at time zone 'America/Toronto')::date, b.preferred_date) as day
    from public.bookings b where b.patient_id = f.id and b.seen_at is not null
    order by b.starts_at desc nulls last limit 1
  ) v on true;
end;
$$;
revoke all on function private.claim_recall_notices(timestamptz, int) from public;
grant execute on function private.claim_recall_notices(timestamptz, int) to service_role;

-- The sender looks for consenting patients by due date.
create index patients_recall_due_idx on public.patients (next_exam_due)
  where merged_into is null and recall_consent and status = 'active';

-- Extra headers a message carries (a recall e-mail's List-Unsubscribe and List-Unsubscribe-Post).
alter table private.mail_outbox add column headers jsonb not null default '{}'::jsonb check (jsonb_typeof(headers) = 'object');
