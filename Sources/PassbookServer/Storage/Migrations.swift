/// The schema, as numbered steps; each runs once, in order, inside a transaction, and is recorded
/// in `schema_migrations`. Never edit a released step: add a new one.
enum Migrations {
    static func steps(_ d: SQLDialectKind) -> [(version: Int, statements: [String])] {
        [
            (1, [
                """
                CREATE TABLE pass_types (
                    pass_type_id TEXT PRIMARY KEY, team_id TEXT NOT NULL, certificate TEXT NOT NULL,
                    expires_at \(d.bigint) NOT NULL, updated_at \(d.bigint) NOT NULL)
                """,
                """
                CREATE TABLE passes (
                    serial TEXT PRIMARY KEY, pass_type_id TEXT NOT NULL, template TEXT NOT NULL, data TEXT NOT NULL,
                    auth_token TEXT NOT NULL, update_tag \(d.bigint) NOT NULL, modified_at \(d.bigint) NOT NULL,
                    created_at \(d.bigint) NOT NULL, voided \(d.bigint) NOT NULL DEFAULT 0, version \(d.bigint) NOT NULL,
                    archive \(d.blob) NOT NULL)
                """,
                "CREATE INDEX passes_by_type_tag ON passes (pass_type_id, update_tag)",
                "CREATE INDEX passes_by_template ON passes (template, serial)",
                """
                CREATE TABLE devices (
                    device_id TEXT PRIMARY KEY, push_token TEXT NOT NULL,
                    created_at \(d.bigint) NOT NULL, updated_at \(d.bigint) NOT NULL)
                """,
                "CREATE INDEX devices_by_token ON devices (push_token)",
                """
                CREATE TABLE registrations (
                    device_id TEXT NOT NULL REFERENCES devices (device_id) ON DELETE CASCADE,
                    pass_type_id TEXT NOT NULL, serial TEXT NOT NULL REFERENCES passes (serial) ON DELETE CASCADE,
                    created_at \(d.bigint) NOT NULL,
                    PRIMARY KEY (device_id, pass_type_id, serial))
                """,
                "CREATE INDEX registrations_by_pass ON registrations (serial)",
                """
                CREATE TABLE device_logs (
                    id \(d.autoKey), received_at \(d.bigint) NOT NULL, message TEXT NOT NULL)
                """,
                """
                CREATE TABLE push_jobs (
                    id \(d.autoKey), pass_type_id TEXT NOT NULL, serial TEXT NOT NULL, device_id TEXT NOT NULL,
                    push_token TEXT NOT NULL, created_at \(d.bigint) NOT NULL, attempts \(d.bigint) NOT NULL DEFAULT 0,
                    next_attempt_at \(d.bigint) NOT NULL, lease_until \(d.bigint) NOT NULL DEFAULT 0, last_error TEXT)
                """,
                "CREATE INDEX push_jobs_due ON push_jobs (next_attempt_at, lease_until)",
                "CREATE TABLE counters (name TEXT PRIMARY KEY, value \(d.bigint) NOT NULL)",
                "INSERT INTO counters (name, value) VALUES ('update_tag', 0)",
            ]),
            (2, [
                // pass.json of the current version, so the pass page reads it without unzipping.
                "ALTER TABLE passes ADD COLUMN pass_json TEXT",
                "ALTER TABLE passes ADD COLUMN personalized \(d.bigint) NOT NULL DEFAULT 0",
                "CREATE INDEX device_logs_by_time ON device_logs (received_at)",
                """
                CREATE TABLE enrollments (
                    serial TEXT PRIMARY KEY REFERENCES passes (serial) ON DELETE CASCADE, pass_type_id TEXT NOT NULL,
                    info TEXT NOT NULL, token TEXT NOT NULL, received_at \(d.bigint) NOT NULL)
                """,
            ]),
            (3, [
                // Background re-signing: which template (and service settings) signed the current
                // archive, and a mark on passes whose data or template changed since, with a lease
                // so one instance signs each.
                "ALTER TABLE passes ADD COLUMN template_digest TEXT",
                "ALTER TABLE passes ADD COLUMN resign_mark \(d.bigint) NOT NULL DEFAULT 0",
                "ALTER TABLE passes ADD COLUMN resign_lease_until \(d.bigint) NOT NULL DEFAULT 0",
                "CREATE INDEX passes_to_resign ON passes (resign_lease_until, serial) WHERE resign_mark <> 0",
            ]),
            (4, [
                // Google Wallet updates travel through the push queue, with its leases and retries.
                "ALTER TABLE push_jobs ADD COLUMN kind TEXT NOT NULL DEFAULT 'apns'",
            ] + (d == .postgres ? [
                // A signed archive is a zip of PNGs: PostgreSQL's compression only spends time on it.
                "ALTER TABLE passes ALTER COLUMN archive SET STORAGE EXTERNAL",
            ] : [])),
            (5, [
                // The leading zip entries every pass of a template version shares (its images),
                // stored once by digest; a pass's archive column then holds only what follows them
                // (NULL archive_prefix: the column holds the whole archive, as rows written before).
                "CREATE TABLE archive_prefixes (digest TEXT PRIMARY KEY, bytes \(d.blob) NOT NULL)",
                "ALTER TABLE passes ADD COLUMN archive_prefix TEXT",
            ] + (d == .postgres ? [
                "ALTER TABLE archive_prefixes ALTER COLUMN bytes SET STORAGE EXTERNAL",
            ] : [])),
            (6, [
                // Signed archives move to a table of their own. A pass's row is then a few hundred
                // bytes: staging a change, leasing it and storing the new version rewrite that row
                // (SQLite rewrites a row whole, with its kilobytes of archive, and reads through
                // them to reach the columns added after it), and only storing writes an archive.
                """
                CREATE TABLE pass_archives (
                    serial TEXT PRIMARY KEY REFERENCES passes (serial) ON DELETE CASCADE,
                    archive \(d.blob) NOT NULL, archive_prefix TEXT, pass_json TEXT)
                """,
                "INSERT INTO pass_archives (serial, archive, archive_prefix, pass_json) SELECT serial, archive, archive_prefix, pass_json FROM passes",
                "ALTER TABLE passes DROP COLUMN archive",
                "ALTER TABLE passes DROP COLUMN archive_prefix",
                "ALTER TABLE passes DROP COLUMN pass_json",
            ] + (d == .postgres ? [
                "ALTER TABLE pass_archives ALTER COLUMN archive SET STORAGE EXTERNAL",
            ] : [])),
            (7, d == .postgres ? [
                // A pass's own archive entries (a few kilobytes) stay in its row rather than going out
                // to the TOAST table in 2 kB chunks, each with its index entry, written and deleted on
                // every new version: a fifth of the database's work when passes are signed again.
                "ALTER TABLE pass_archives SET (toast_tuple_target = 8160)",
            ] : []),
            (8, [
                // The generation of a pass's page link (PageLink): a row only once the issuer
                // revoked a link, so a pass without one is at generation 0.
                """
                CREATE TABLE page_links (
                    serial TEXT PRIMARY KEY REFERENCES passes (serial) ON DELETE CASCADE, generation \(d.bigint) NOT NULL)
                """,
            ]),
        ]
    }
}
