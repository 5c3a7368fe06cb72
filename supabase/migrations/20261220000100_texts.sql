-- Issue 54: text messages. Texts leave through the same outbox as the e-mails (channel 'sms'), with
-- the same retries; a number that said STOP, or that Twilio says cannot receive texts, is never
-- texted. What patients text back is kept for the front desk's "Texts". docs/texts.md tells the rules.

-- The outbox: a row is an e-mail or a text. A text keeps Twilio's id and delivery state, the visit it
-- is about (a reminder's "C" confirms that visit), and, for a waitlist offer, when it is too late.
alter table private.mail_outbox
  add column channel text not null default 'email' check (channel in ('email', 'sms')),
  add column provider_sid text unique check (provider_sid ~ '^[A-Za-z0-9]{10,64}$'),
  add column delivery_status text check (delivery_status in ('queued', 'sending', 'sent', 'delivered', 'failed', 'undelivered', 'receiving', 'received', 'accepted', 'scheduled', 'read', 'canceled')),
  add column booking_id uuid references public.bookings (id) on delete set null,
  add column expires_at timestamptz;
alter table private.mail_outbox drop constraint mail_outbox_status_check;
-- 'skipped': a text that will never go (the number stopped texts, cannot receive them, or an offer
-- would arrive after it ended).
alter table private.mail_outbox add constraint mail_outbox_status_check check (status in ('pending', 'sent', 'failed', 'skipped'));
create index mail_outbox_sms_to_idx on private.mail_outbox (to_address, created_at desc) where channel = 'sms';
create index mail_outbox_booking_idx on private.mail_outbox (booking_id) where booking_id is not null;
drop index private.mail_outbox_due_idx;
create index mail_outbox_due_idx on private.mail_outbox (next_attempt_at) where status in ('pending', 'failed');

-- Each number's state: STOP (and START again), and Twilio's "not a mobile" (error 21614).
create table private.sms_numbers (
  number text primary key check (number ~ '^\+[1-9][0-9]{6,14}$'),
  stopped_at timestamptz,
  cannot_receive_at timestamptz,
  updated_at timestamptz not null default now()
);

-- What patients text: one row per Twilio message (its MessageSid acts once). `action` is what the
-- site did with it; 'message' rows are the front desk's, unread until a thread is opened.
create table private.sms_inbound (
  id uuid primary key default gen_random_uuid(),
  message_sid text not null unique check (message_sid ~ '^[A-Za-z0-9]{10,64}$'),
  from_number text not null check (length(from_number) between 1 and 40),
  body text not null check (length(body) <= 1600),
  received_at timestamptz not null default now(),
  patient_id uuid references public.patients (id) on delete set null,
  action text not null check (action in ('stop', 'start', 'help', 'confirm', 'change', 'message')),
  read_at timestamptz
);
create index sms_inbound_from_idx on private.sms_inbound (from_number, received_at desc);
create index sms_inbound_unread_idx on private.sms_inbound (received_at desc) where read_at is null and action = 'message';
create index sms_inbound_patient_idx on private.sms_inbound (patient_id, received_at desc);

alter table private.sms_numbers enable row level security;
alter table private.sms_inbound enable row level security;
revoke all on private.sms_numbers, private.sms_inbound from anon, authenticated;

-- Consent. Appointment texts are the visit's (and the record's); recall texts are commercial
-- (CASL: express consent, recorded with its words as the e-mail consent is, channel 'sms').
alter table public.bookings
  add column sms_to text check (sms_to ~ '^\+[1-9][0-9]{6,14}$'),
  add column confirmed_by_text_at timestamptz;
alter table public.patients
  add column sms_appointments boolean not null default false,
  add column sms_recall boolean not null default false,
  add column mobile text check (mobile ~ '^\+[1-9][0-9]{6,14}$');
grant select (sms_appointments, sms_recall, mobile) on public.patients to authenticated;
create index patients_mobile_idx on public.patients (mobile) where mobile is not null and merged_into is null;
alter table public.waitlist_entries add column sms_to text check (sms_to ~ '^\+[1-9][0-9]{6,14}$');
alter table public.recall_consents add column channel text not null default 'email' check (channel in ('email', 'sms'));

-- Quiet hours, the Owner's "Texts" rules: minutes after midnight, Brampton time (9 PM to 8 AM).
alter table public.booking_rules
  add column quiet_from smallint not null default 1260 check (quiet_from between 0 and 1439),
  add column quiet_until smallint not null default 480 check (quiet_until between 0 and 1439);

-- A booking with texts on: the record takes the number and the answer (the newest booking's word).
create function private.booking_sms_to_record() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.patient_id is not null and new.sms_to is not null then
    update public.patients set mobile = new.sms_to, sms_appointments = true where id = new.patient_id;
  end if;
  return new;
end;
$$;
create trigger bookings_sms_to_record after insert or update of sms_to on public.bookings for each row when (new.sms_to is not null)
  execute function private.booking_sms_to_record();

-- The record's texts consent as the front desk or the account changes it: the recall half is
-- recorded in the consent history with its words.
create function private.set_text_consent(p_patient uuid, p_appointments boolean, p_recall boolean, p_mobile text, p_source text, p_words text, p_language text)
returns boolean language plpgsql security definer set search_path = '' as $$
declare
  who text := (select email from auth.users where id = (select auth.uid()));
  p public.patients;
begin
  select * into p from public.patients where id = p_patient and merged_into is null;
  if not found then return false; end if;
  if not (((select private.has_permission('patients')) and p_source = 'front-desk')
          or (p_source in ('account', 'booking') and p_patient in (select private.own_patient_ids()))) then
    return false;
  end if;
  update public.patients set sms_appointments = p_appointments, sms_recall = p_recall, mobile = coalesce(p_mobile, mobile), updated_at = now() where id = p_patient;
  if p_recall is distinct from p.sms_recall then
    insert into public.recall_consents (patient_id, given, source, words, language, actor_email, channel)
    values (p_patient, p_recall, p_source, left(p_words, 500), coalesce(nullif(p_language, ''), 'en'), case when p_source = 'front-desk' then left(who, 254) end, 'sms');
  end if;
  return true;
end;
$$;
revoke all on function private.set_text_consent(uuid, boolean, boolean, text, text, text, text) from public;
grant execute on function private.set_text_consent(uuid, boolean, boolean, text, text, text, text) to authenticated, service_role;

-- The booking form's "Text me when my next eye exam is due", ticked: the records of the booking just made.
create function private.sms_recall_consent_from_booking(p_group uuid, p_words text, p_language text) returns int
language plpgsql security definer set search_path = '' as $$
declare
  n int := 0;
  pid uuid;
begin
  for pid in select distinct b.patient_id from public.bookings b
             where b.group_id = p_group and b.created_at = now() and b.patient_id is not null and b.sms_to is not null loop
    update public.patients set sms_recall = true where id = pid;
    insert into public.recall_consents (patient_id, given, source, words, language, channel) values (pid, true, 'booking', left(p_words, 500), p_language, 'sms');
    n := n + 1;
  end loop;
  return n;
end;
$$;
revoke all on function private.sms_recall_consent_from_booking(uuid, text, text) from public;
grant execute on function private.sms_recall_consent_from_booking(uuid, text, text) to anon, authenticated, service_role;

-- The front desk's messages view gains the texts, both ways (the outbox and the inbox stay closed).
drop function private.patient_messages(uuid, integer);
create function private.patient_messages(p_patient uuid, max_rows integer default 100)
returns table (created_at timestamptz, kind text, status text, sent_at timestamptz, subject text, channel text, direction text, delivery_status text)
language sql stable security definer set search_path = '' as $$
  select * from (
    select m.created_at, m.kind, m.status, m.sent_at, case when m.channel = 'sms' then m.text_body else m.subject end,
           m.channel, 'out'::text, m.delivery_status
    from private.mail_outbox m
    where m.patient_id = p_patient
    union all
    select i.received_at, 'text-received', 'received', i.received_at, i.body, 'sms', 'in', null
    from private.sms_inbound i where i.patient_id = p_patient
  ) x
  where (select private.has_permission('patients'))
  order by 1 desc limit least(greatest(max_rows, 1), 500);
$$;
revoke all on function private.patient_messages(uuid, integer) from public;
grant execute on function private.patient_messages(uuid, integer) to authenticated, service_role;

-- Short links for texts (two segments leave no room for a 100-character address): 96 random bits,
-- only the hash kept, each pointing at one of our own pages, ending with what it points at.
create table private.short_links (
  code_hash text primary key check (code_hash ~ '^[0-9a-f]{64}$'),
  target text not null check (target ~ '^/[A-Za-z0-9/_?=&.-]+$' and length(target) <= 300),
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index short_links_expires_idx on private.short_links (expires_at);
alter table private.short_links enable row level security;
revoke all on private.short_links from anon, authenticated;

-- Recall by text: the first notice only, once per patient and due date, to those who agreed to
-- recall texts (the same window and conditions as the first e-mail).
create table private.recall_texts (
  patient_id uuid not null references public.patients (id) on delete cascade,
  due date not null,
  sent_at timestamptz not null default now(),
  primary key (patient_id, due)
);
alter table private.recall_texts enable row level security;
revoke all on private.recall_texts from anon, authenticated;

create function private.claim_recall_texts(p_now timestamptz, p_limit int)
returns table (patient_id uuid, due date, mobile text, email text, first_name text, language text)
language plpgsql security definer set search_path = '' as $$
declare
  today date := (p_now at time zone 'America/Toronto')::date;
  r public.recall_rules;
begin
  select * into r from public.recall_rules;
  return query
  with cand as (
    select p.id, p.next_exam_due as due, p.mobile, p.email, p.first_name, p.language from public.patients p
    where p.next_exam_due between today - r.notice_second and today - r.notice_first
      and p.merged_into is null and p.status = 'active' and p.sms_recall and not p.recall_stopped and p.mobile is not null
      and not exists (select 1 from public.bookings b where b.patient_id = p.id and b.starts_at > p_now and b.status <> 'cancelled')
      and not exists (select 1 from private.recall_texts t where t.patient_id = p.id and t.due = p.next_exam_due)
    order by p.next_exam_due, p.id limit least(greatest(p_limit, 1), 1000)
  ), claimed as (
    insert into private.recall_texts (patient_id, due) select c.id, c.due from cand c on conflict do nothing returning recall_texts.patient_id
  )
  select c.id, c.due, c.mobile, coalesce(c.email, ''), c.first_name, c.language from cand c join claimed k on k.patient_id = c.id;
end;
$$;
revoke all on function private.claim_recall_texts(timestamptz, int) from public;
grant execute on function private.claim_recall_texts(timestamptz, int) to service_role;
