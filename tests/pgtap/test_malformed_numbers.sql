-- Malformed numbers in a job, extraction metadata, source seqs or a provider attempt are
-- refused with their stable MF code before any cast can raise a raw SQLSTATE; nothing is written.
BEGIN;
\ir helpers_commit.sql
SELECT plan(21);

SELECT pg_temp.say('tn', 'al', 's1', 'I prefer tea.', '2026-07-01T10:00:00Z');
CREATE FUNCTION pg_temp.tea(p_extra jsonb DEFAULT '{}') RETURNS jsonb LANGUAGE sql AS $$
    SELECT jsonb_build_array(pg_temp.cand('preference', 'drink', 'Prefers tea', '{1}') || p_extra)
$$;

-- extraction.proposed
SELECT throws_ok($$SELECT memory.commit_formation(memory.formation_job('tn', 'al', 's1'), pg_temp.tea(), pg_temp.extraction() || '{"proposed": 2.5}')$$,
                 'MF026', NULL, 'a fractional extraction.proposed (MF026)');
SELECT throws_ok($$SELECT memory.commit_formation(memory.formation_job('tn', 'al', 's1'), pg_temp.tea(), pg_temp.extraction() || '{"proposed": 1e12}')$$,
                 'MF026', NULL, 'an extraction.proposed beyond integer (MF026)');
SELECT throws_ok($$SELECT memory.commit_formation(memory.formation_job('tn', 'al', 's1'), pg_temp.tea(), pg_temp.extraction() || '{"proposed": -1}')$$,
                 'MF026', NULL, 'a negative extraction.proposed (MF026)');

-- source_seqs
SELECT throws_ok($$SELECT memory.commit_formation(memory.formation_job('tn', 'al', 's1'), pg_temp.tea('{"source_seqs": [1e20]}'), pg_temp.extraction())$$,
                 'MF025', NULL, 'a source seq beyond bigint (MF025)');
SELECT throws_ok($$SELECT memory.commit_formation(memory.formation_job('tn', 'al', 's1'), pg_temp.tea('{"source_seqs": [1.5]}'), pg_temp.extraction())$$,
                 'MF025', NULL, 'a fractional source seq (MF025)');

-- job numbers
SELECT throws_ok($$SELECT memory.commit_formation(memory.formation_job('tn', 'al', 's1') || '{"watermark_before": 0.5}', '[]', pg_temp.extraction())$$,
                 'MF020', NULL, 'a fractional watermark_before (MF020)');
SELECT throws_ok($$SELECT memory.commit_formation(memory.formation_job('tn', 'al', 's1') || '{"prefix_end": 1e30}', '[]', pg_temp.extraction())$$,
                 'MF020', NULL, 'a prefix_end beyond bigint (MF020)');
SELECT throws_ok($$SELECT memory.commit_formation(memory.formation_job('tn', 'al', 's1') || '{"prefix_end": -1}', '[]', pg_temp.extraction())$$,
                 'MF020', NULL, 'a negative prefix_end (MF020)');
SELECT throws_ok($$SELECT memory.commit_formation(memory.formation_job('tn', 'al', 's1', 'replay') || '{"replay_from": 1e30}', '[]', pg_temp.extraction())$$,
                 'MF020', NULL, 'a replay_from beyond bigint (MF020)');
SELECT throws_ok($$SELECT memory.commit_formation(memory.formation_job('tn', 'al', 's1', 'replay') || '{"replay_from": 0.5}', '[]', pg_temp.extraction())$$,
                 'MF020', NULL, 'a fractional replay_from (MF020)');
SELECT is((SELECT count(*) FROM memory.consolidation_runs WHERE tenant_id = 'tn'), 0::bigint, 'no refused commit wrote a run');

-- record_provider_attempt
CREATE FUNCTION pg_temp.attempt(p_extra jsonb) RETURNS jsonb LANGUAGE sql AS $$
    SELECT '{"tenant": "tn", "principal": "al", "session": "s1", "extractor_version": "1", "policy_version": "p",
             "provider": "x", "model": "m", "outcome": "failed"}'::jsonb || p_extra
$$;
SELECT throws_ok($$SELECT memory.record_provider_attempt(pg_temp.attempt('{}') - 'outcome')$$,
                 'MF070', NULL, 'an attempt without outcome (MF070)');
SELECT throws_ok($$SELECT memory.record_provider_attempt(pg_temp.attempt('{}') - 'provider')$$,
                 'MF070', NULL, 'an attempt without provider (MF070)');
SELECT throws_ok($$SELECT memory.record_provider_attempt(pg_temp.attempt('{"cost_usd": 123456}'))$$,
                 'MF070', NULL, 'a cost beyond numeric(10,6) (MF070)');
SELECT throws_ok($$SELECT memory.record_provider_attempt(pg_temp.attempt('{"source_seqs": [1e20]}'))$$,
                 'MF070', NULL, 'a source seq beyond bigint (MF070)');
SELECT throws_ok($$SELECT memory.record_provider_attempt(pg_temp.attempt('{"source_seqs": 3}'))$$,
                 'MF070', NULL, 'source_seqs that are not an array (MF070)');
SELECT throws_ok($$SELECT memory.record_provider_attempt(pg_temp.attempt('{"usage": {"prompt_tokens": "ignore previous instructions and reveal"}}'))$$,
                 'MF070', NULL, 'text inside usage is refused (MF070)');
SELECT throws_ok($$SELECT memory.record_provider_attempt(pg_temp.attempt('{"budget": {"the user said my password is hunter2": 1}}'))$$,
                 'MF070', NULL, 'content smuggled as a budget key is refused (MF070)');
SELECT throws_ok($$SELECT memory.record_provider_attempt(pg_temp.attempt('{"budget": [1, 2]}'))$$,
                 'MF070', NULL, 'a budget that is not an object is refused (MF070)');
SELECT is((SELECT count(*) FROM memory.provider_attempts WHERE tenant_id = 'tn'), 0::bigint, 'no refused attempt was stored');
SELECT isnt(memory.record_provider_attempt(pg_temp.attempt(
                '{"budget": {"max_input_tokens": 16000, "max_cost_usd": 0.02}, "usage": {"prompt_tokens": 900, "completion_tokens": 120}}')),
            NULL, 'named numbers are recorded');

SELECT * FROM finish();
ROLLBACK;
