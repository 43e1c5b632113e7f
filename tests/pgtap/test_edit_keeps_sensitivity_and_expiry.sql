-- An edit changes what a belief says, not how it is to be handled: like its scope and portability, the
-- replacement keeps the belief's sensitivity (and so its review flag) and its expiry unless the edit gives
-- its own. Rewording "Has diabetes" must not turn a sensitive belief into a normal one.
BEGIN;
\ir helpers_commit.sql
SELECT plan(6);

CREATE TEMP TABLE ids AS
SELECT (memory.remember('tks', 'al', 'u1', '{"belief_type": "fact", "subject": "health:diabetes", "statement": "Has diabetes", '
                        '"sensitivity": "sensitive", "expires_at": "2030-01-01T00:00:00Z"}') ->> 'belief_id')::uuid AS id;
CREATE TEMP TABLE edited AS
SELECT (memory.edit_belief('tks', 'al', (SELECT id FROM ids), 'Has type 2 diabetes') ->> 'replacement_id')::uuid AS id;

SELECT is((SELECT sensitivity FROM memory.beliefs WHERE belief_id = (SELECT id FROM edited)), 'sensitive',
          'the reworded belief is still sensitive');
SELECT ok((SELECT flagged_for_review FROM memory.beliefs WHERE belief_id = (SELECT id FROM edited)),
          'and flagged for review like every sensitive belief');
SELECT is((SELECT expires_at FROM memory.beliefs WHERE belief_id = (SELECT id FROM edited)),
          '2030-01-01T00:00:00Z'::timestamptz, 'and expires when the original did');

-- an edit that says otherwise is obeyed
CREATE TEMP TABLE relaxed AS
SELECT (memory.correct_belief('tks', 'al', (SELECT id FROM edited), 'changed',
        '{"statement": "Has type 2 diabetes, well controlled", "sensitivity": "normal", "expires_at": null}')
        ->> 'replacement_id')::uuid AS id;
SELECT is((SELECT sensitivity FROM memory.beliefs WHERE belief_id = (SELECT id FROM relaxed)), 'normal',
          'a sensitivity the edit gives is the one kept');
SELECT is((SELECT expires_at FROM memory.beliefs WHERE belief_id = (SELECT id FROM relaxed)), NULL,
          'and so is an expiry it clears');
SELECT is((SELECT count(*) FROM memory.beliefs WHERE tenant_id = 'tks' AND status IN ('provisional', 'active')), 1::bigint,
          'one live belief');

SELECT * FROM finish();
ROLLBACK;
