-- Issue 52, first part: OHIP's rules since 1 September 2023 (OHIP INFOBulletin 230804; docs/ohip.md).
-- A patient of 65 or over is covered once every 18 months, or every 12 with an eligible condition;
-- under 20, every 12 months; 20 to 64, only with an eligible condition (12 months). The recall rules
-- gain "65 and over with an eligible condition" (12) and "65 and over" becomes 18 months where the
-- Owner had left the old default; a condition now counts at every age, the shortest rule winning.
alter table public.recall_rules add column over65_condition smallint not null default 12 check (over65_condition between 1 and 60);
alter table public.recall_rules alter column over65 set default 18;
update public.recall_rules set over65 = 18 where over65 = 12;
grant update (over65_condition) on public.recall_rules to authenticated;

create or replace function private.recall_due(dob date, visit date, conditions text[], lens boolean) returns date
language sql stable security definer set search_path = '' as $$
  select (visit + make_interval(months => least(
           case
             when dob is not null and extract(year from age(visit, dob)) < 20 then r.under20
             when dob is not null and extract(year from age(visit, dob)) >= 65 then r.over65
             else r.adult
           end,
           case
             when cardinality(coalesce(conditions, '{}')) = 0 then 1000
             when dob is not null and extract(year from age(visit, dob)) >= 65 then r.over65_condition
             else r.condition
           end,
           case when lens then r.contact_lens else 1000 end)::int))::date
  from public.recall_rules r;
$$;
