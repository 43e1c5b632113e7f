-- Statement normalization and the eligibility gates shared by commit_formation and remember.

CREATE OR REPLACE FUNCTION memory.normalize_statement(p_statement text)
RETURNS text
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    RETURN btrim(regexp_replace(regexp_replace(lower(p_statement), '[[:space:]]+', ' ', 'g'),
                                '[[:space:][:punct:]]+$', ''));
END;
$$;

CREATE OR REPLACE FUNCTION memory.statement_sha256(p_statement text)
RETURNS text
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    RETURN encode(sha256(convert_to(memory.normalize_statement(p_statement), 'UTF8')), 'hex');
END;
$$;

CREATE OR REPLACE FUNCTION memory.event_text(p_payload jsonb)
RETURNS text
LANGUAGE plpgsql IMMUTABLE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_parts text;
BEGIN
    IF jsonb_typeof(p_payload -> 'parts') = 'array' THEN
        SELECT string_agg(part ->> 'text', E'\n' ORDER BY ord) INTO v_parts
          FROM jsonb_array_elements(p_payload -> 'parts') WITH ORDINALITY AS t(part, ord)
         WHERE jsonb_typeof(part) = 'object' AND jsonb_typeof(part -> 'text') = 'string';
    END IF;
    RETURN concat_ws(E'\n', p_payload ->> 'text', v_parts);
END;
$$;

CREATE OR REPLACE FUNCTION memory._has_payment_card(p_text text)
RETURNS boolean
LANGUAGE plpgsql IMMUTABLE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_match text[];
    v_digits text;
    v_sum integer;
    v_digit integer;
BEGIN
    FOR v_match IN SELECT regexp_matches(p_text, '(?:\d[ -]?){12,18}\d', 'g') LOOP
        v_digits := regexp_replace(v_match[1], '[^0-9]', '', 'g');
        CONTINUE WHEN length(v_digits) NOT BETWEEN 13 AND 19;
        v_sum := 0;
        FOR i IN 1 .. length(v_digits) LOOP
            v_digit := substr(v_digits, length(v_digits) - i + 1, 1)::integer;
            IF i % 2 = 0 THEN
                v_digit := v_digit * 2;
                IF v_digit > 9 THEN
                    v_digit := v_digit - 9;
                END IF;
            END IF;
            v_sum := v_sum + v_digit;
        END LOOP;
        IF v_sum % 10 = 0 THEN
            RETURN true;
        END IF;
    END LOOP;
    RETURN false;
END;
$$;

CREATE OR REPLACE FUNCTION memory.eligibility_reason(p_text text, p_is_source boolean DEFAULT false)
RETURNS text
LANGUAGE plpgsql STABLE
SECURITY INVOKER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_reason text;
BEGIN
    IF p_text IS NULL OR p_text = '' THEN
        RETURN NULL;
    END IF;
    SELECT g.reason_code INTO v_reason
      FROM memory.gate_patterns g
     WHERE (g.scan_source OR NOT p_is_source)
       AND p_text ~* g.pattern
     ORDER BY g.pattern_id
     LIMIT 1;
    IF v_reason IS NULL AND memory._has_payment_card(p_text) THEN
        v_reason := 'payment_card';
    END IF;
    RETURN v_reason;
END;
$$;

COMMENT ON FUNCTION memory.normalize_statement(text) IS 'Lower-cased, whitespace-collapsed statement without trailing punctuation: the key for duplicates, corrections and tombstones.';
COMMENT ON FUNCTION memory.statement_sha256(text) IS 'Hex sha256 of the normalized statement: the deletion tombstone key.';
COMMENT ON FUNCTION memory.event_text(jsonb) IS 'The text of an event payload: its text field and the text of each part, newline-joined.';
COMMENT ON FUNCTION memory._has_payment_card(text) IS 'Private: true if the text holds a 13-19 digit sequence passing the Luhn check.';
COMMENT ON FUNCTION memory.eligibility_reason(text, boolean) IS 'The first eligibility gate the text trips (reason code: private_key, api_key, token, credential, government_id, payment_card, injection, transient), or NULL. With p_is_source only the patterns marked scan_source apply (transient markers are judged on the statement, not the whole message).';
