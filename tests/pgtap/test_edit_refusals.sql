-- Edits that would change nothing or bring back what no longer holds are refused, and the
-- refusal changes nothing: an edit to the belief's very own statement (MF051), an edit of a
-- superseded or retired belief (MF053). A case fix is still an edit; untrue still applies to a
-- belief that is no longer live.
BEGIN;
\ir helpers_commit.sql
SELECT plan(9);

CREATE TEMP TABLE berlin AS
SELECT (memory.remember('tef', 'al', 'u1', '{"belief_type": "user_model_attr", "subject": "location:home", "statement": "Lives in Berlin"}') ->> 'belief_id')::uuid AS id;
CREATE FUNCTION pg_temp.snapshot() RETURNS text LANGUAGE sql AS $$
    SELECT string_agg(statement || '/' || status, ', ' ORDER BY statement) || ' rejections ' ||
           (SELECT count(*) FROM memory.rejections WHERE tenant_id = 'tef')
      FROM memory.beliefs WHERE tenant_id = 'tef'
$$;
CREATE TEMP TABLE before AS SELECT pg_temp.snapshot() AS s;

SELECT throws_ok($$SELECT memory.edit_belief('tef', 'al', (SELECT id FROM berlin), 'Lives in Berlin')$$,
                 'MF051', NULL, 'an edit to the very same statement is refused');
SELECT throws_ok($$SELECT memory.correct_belief('tef', 'al', (SELECT id FROM berlin), 'changed',
                                                '{"statement": " Lives in Berlin "}')$$,
                 'MF051', NULL, 'also with surrounding blanks');
SELECT is(pg_temp.snapshot(), (SELECT s FROM before), 'and changes nothing');

-- a case fix is a change
CREATE TEMP TABLE fixed AS
SELECT memory.edit_belief('tef', 'al', (SELECT id FROM berlin), 'Lives in Berlin.') AS r;
SELECT is((SELECT status FROM memory.beliefs WHERE belief_id = (SELECT id FROM berlin)), 'superseded',
          'a fix of punctuation is still an edit');

-- the superseded original cannot be edited into a second live belief
DELETE FROM before; INSERT INTO before SELECT pg_temp.snapshot();
SELECT throws_ok($$SELECT memory.edit_belief('tef', 'al', (SELECT id FROM berlin), 'Lives in Bonn')$$,
                 'MF053', NULL, 'an edit of a superseded belief is refused');
SELECT is(pg_temp.snapshot(), (SELECT s FROM before), 'and changes nothing');

-- nor can a retired one
CREATE TEMP TABLE dog AS
SELECT (memory.remember('tef', 'al', 'u1', '{"belief_type": "relationship", "subject": "pet:dog", "statement": "Has a dog named Rex"}') ->> 'belief_id')::uuid AS id;
SELECT memory.correct_belief('tef', 'al', (SELECT id FROM dog), 'untrue');
SELECT throws_ok($$SELECT memory.edit_belief('tef', 'al', (SELECT id FROM dog), 'Has a dog named Max')$$,
                 'MF053', NULL, 'an edit of a retired belief is refused');
SELECT is((SELECT count(*) FROM memory.beliefs WHERE tenant_id = 'tef' AND subject = 'pet:dog'), 1::bigint,
          'no replacement was formed');
SELECT lives_ok($$SELECT memory.correct_belief('tef', 'al', (SELECT id FROM berlin), 'untrue')$$,
                'untrue still applies to a belief that is no longer live');

SELECT * FROM finish();
ROLLBACK;
