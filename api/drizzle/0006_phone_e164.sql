-- Registering with +880 and the number typed the Bangladeshi way (01812345678) stored
-- '+88001812345678': the national trunk 0 kept after the country code. From now on the api stores
-- E.164 (libphonenumber-js); this rewrites the stored Bangladeshi numbers of that shape. A row whose
-- E.164 form another account already holds is left as it is, so the unique phone_no never breaks.
UPDATE "users" AS u
SET "phone_no" = '+880' || substring(u."phone_no" from 6)
WHERE u."phone_no" ~ '^\+8800[0-9]{10}$'
  AND NOT EXISTS (
    SELECT 1 FROM "users" AS other WHERE other."phone_no" = '+880' || substring(u."phone_no" from 6)
  );
