/**
 * Schema migrations, applied in order and recorded in schema_migrations.
 * Never edit a released migration: add a new one.
 */
export const migrations: ReadonlyArray<{ version: number; name: string; sql: string }> = [
  {
    version: 1,
    name: 'initial schema',
    sql: `
CREATE TABLE schools (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  city TEXT NOT NULL,
  country TEXT NOT NULL
);

CREATE TABLE companies (
  id INTEGER PRIMARY KEY,
  universal_name TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  industry TEXT NOT NULL,
  description TEXT NOT NULL,
  website TEXT NOT NULL,
  city TEXT NOT NULL,
  country TEXT NOT NULL,
  employee_count INTEGER NOT NULL,
  founded_year INTEGER NOT NULL,
  follower_count INTEGER NOT NULL DEFAULT 0 CHECK (follower_count >= 0)
);

CREATE TABLE members (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  member_token TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  headline TEXT NOT NULL,
  location TEXT NOT NULL,
  industry TEXT NOT NULL,
  summary TEXT NOT NULL DEFAULT '',
  skills TEXT NOT NULL DEFAULT '',
  company_id INTEGER REFERENCES companies(id),
  title TEXT NOT NULL,
  started_on TEXT NOT NULL,
  school_id INTEGER REFERENCES schools(id),
  degree TEXT,
  graduation_year INTEGER,
  open_to_work INTEGER NOT NULL DEFAULT 0,
  follower_count INTEGER NOT NULL DEFAULT 0 CHECK (follower_count >= 0)
);
CREATE INDEX members_company ON members(company_id);
CREATE INDEX members_school ON members(school_id);

CREATE TABLE past_positions (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  company_id INTEGER REFERENCES companies(id),
  company_name TEXT NOT NULL,
  title TEXT NOT NULL,
  start_on TEXT NOT NULL,
  end_on TEXT NOT NULL
);
CREATE INDEX past_positions_member ON past_positions(member_id);

CREATE TABLE connections (
  member_id INTEGER NOT NULL REFERENCES members(id),
  other_id INTEGER NOT NULL REFERENCES members(id),
  PRIMARY KEY (member_id, other_id)
);

CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES companies(id),
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  url TEXT NOT NULL,
  recommendation_count INTEGER NOT NULL DEFAULT 0 CHECK (recommendation_count >= 0)
);

CREATE TABLE product_recommendations (
  product_id INTEGER NOT NULL REFERENCES products(id),
  member_id INTEGER NOT NULL REFERENCES members(id),
  created_at TEXT NOT NULL,
  PRIMARY KEY (product_id, member_id)
);

CREATE TABLE jobs (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  company_id INTEGER NOT NULL REFERENCES companies(id),
  title TEXT NOT NULL,
  location TEXT NOT NULL,
  country TEXT NOT NULL,
  industry TEXT NOT NULL,
  job_function TEXT NOT NULL,
  description TEXT NOT NULL,
  posted_on TEXT NOT NULL,
  apply_count INTEGER NOT NULL DEFAULT 0 CHECK (apply_count >= 0)
);

CREATE TABLE job_applications (
  request_id TEXT PRIMARY KEY,
  job_id INTEGER NOT NULL REFERENCES jobs(id),
  member_id INTEGER REFERENCES members(id),
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT,
  message TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE share_counts (
  url TEXT PRIMARY KEY,
  count INTEGER NOT NULL DEFAULT 0 CHECK (count >= 0)
);

CREATE TABLE shares (
  request_id TEXT PRIMARY KEY,
  url TEXT NOT NULL,
  member_id INTEGER REFERENCES members(id),
  comment TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE follows (
  member_id INTEGER NOT NULL REFERENCES members(id),
  target_type TEXT NOT NULL CHECK (target_type IN ('member', 'company')),
  target_id INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (member_id, target_type, target_id)
);

CREATE TABLE updates (
  id INTEGER PRIMARY KEY,
  company_id INTEGER REFERENCES companies(id),
  member_id INTEGER REFERENCES members(id),
  kind TEXT NOT NULL CHECK (kind IN ('news', 'job_change', 'post')),
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  published_on TEXT NOT NULL
);

CREATE TABLE messages (
  request_id TEXT PRIMARY KEY,
  sender_id INTEGER NOT NULL REFERENCES members(id),
  recipient_id INTEGER NOT NULL REFERENCES members(id),
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE referrals (
  request_id TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  job_id INTEGER NOT NULL REFERENCES jobs(id),
  contact_id INTEGER NOT NULL REFERENCES members(id),
  message TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE leads (
  request_id TEXT PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES companies(id),
  source TEXT NOT NULL CHECK (source IN ('leadgen', 'lilaform')),
  member_id INTEGER REFERENCES members(id),
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  company_name TEXT,
  title TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE activities (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  request_id TEXT UNIQUE,
  contract_id TEXT NOT NULL,
  url_parser_key TEXT,
  extra TEXT,
  url TEXT NOT NULL,
  referrer TEXT,
  api_key TEXT,
  activity TEXT,
  job_code TEXT,
  top_url TEXT,
  top_referrer TEXT,
  user_agent TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
`,
  },
  {
    version: 2,
    name: 'api sign-in: tokens, grants, PKCE codes',
    sql: `
CREATE TABLE meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

-- Only SHA-256 hashes of tokens and codes are stored.
CREATE TABLE access_tokens (
  token_hash TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  session_id TEXT,
  api_key TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX access_tokens_session ON access_tokens(session_id);

CREATE TABLE authorizations (
  member_id INTEGER NOT NULL REFERENCES members(id),
  api_key TEXT NOT NULL,
  scope TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (member_id, api_key)
);

CREATE TABLE auth_codes (
  code_hash TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  api_key TEXT NOT NULL,
  code_challenge TEXT NOT NULL,
  redirect_uri TEXT NOT NULL,
  scope TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
`,
  },
  {
    version: 3,
    name: 'sign-in failures for throttling',
    sql: `
CREATE TABLE sign_in_failures (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL COLLATE NOCASE,
  at TEXT NOT NULL
);
CREATE INDEX sign_in_failures_email ON sign_in_failures(email, at);
`,
  },
  {
    version: 4,
    name: 'member api: sites, token scopes, groups, posts, comments, likes, follows, idempotent writes',
    sql: `
-- Sites registered to use the API (client_id = api_key); origins space-separated.
CREATE TABLE sites (
  api_key TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  origins TEXT NOT NULL,
  managed_by TEXT NOT NULL DEFAULT 'admin' CHECK (managed_by IN ('admin', 'config')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

ALTER TABLE access_tokens ADD COLUMN scope TEXT NOT NULL DEFAULT '';

CREATE TABLE groups (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  short_description TEXT NOT NULL,
  description TEXT NOT NULL,
  company_id INTEGER REFERENCES companies(id),
  is_open INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL
);

CREATE TABLE group_members (
  group_id INTEGER NOT NULL REFERENCES groups(id),
  member_id INTEGER NOT NULL REFERENCES members(id),
  PRIMARY KEY (group_id, member_id)
);

CREATE TABLE posts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  group_id INTEGER NOT NULL REFERENCES groups(id),
  author_id INTEGER NOT NULL REFERENCES members(id),
  title TEXT NOT NULL,
  summary TEXT NOT NULL,
  created_at TEXT NOT NULL,
  deleted_at TEXT,
  deleted_by INTEGER REFERENCES members(id)
);
CREATE INDEX posts_group ON posts(group_id, created_at);

CREATE TABLE comments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  post_id INTEGER NOT NULL REFERENCES posts(id),
  author_id INTEGER NOT NULL REFERENCES members(id),
  text TEXT NOT NULL,
  created_at TEXT NOT NULL,
  deleted_at TEXT,
  deleted_by INTEGER REFERENCES members(id)
);
CREATE INDEX comments_post ON comments(post_id, created_at);

CREATE TABLE post_likes (
  post_id INTEGER NOT NULL REFERENCES posts(id),
  member_id INTEGER NOT NULL REFERENCES members(id),
  created_at TEXT NOT NULL,
  PRIMARY KEY (post_id, member_id)
);

CREATE TABLE post_follows (
  post_id INTEGER NOT NULL REFERENCES posts(id),
  member_id INTEGER NOT NULL REFERENCES members(id),
  created_at TEXT NOT NULL,
  PRIMARY KEY (post_id, member_id)
);

-- A POST retried with the same Idempotency-Key by the same member answers the first result again.
CREATE TABLE api_writes (
  member_id INTEGER NOT NULL REFERENCES members(id),
  idempotency_key TEXT NOT NULL,
  request TEXT NOT NULL,
  status INTEGER NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (member_id, idempotency_key)
);
`,
  },
  {
    version: 5,
    name: "insight tag page views; the demo company takes the demo site's name",
    sql: `
-- One row per page view the insight tag reports; a resent view (same partner and request id) is kept once.
CREATE TABLE insight_page_views (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  partner_id TEXT NOT NULL,
  request_id TEXT NOT NULL,
  url TEXT NOT NULL,
  referrer TEXT,
  user_agent TEXT,
  created_at TEXT NOT NULL,
  UNIQUE (partner_id, request_id)
);
CREATE INDEX insight_page_views_partner ON insight_page_views(partner_id, created_at);

-- Databases seeded before the rename: the demo company is the demo site's (Norrberg Industriservice).
UPDATE companies SET name = 'Norrberg Industriservice AB', universal_name = 'norrberg-industriservice'
  WHERE id = 1001 AND universal_name = 'smedja-industriservice';
UPDATE groups SET name = 'Norrberg Industriservice – nyheter',
  short_description = 'Nyheter och inlägg från Norrberg Industriservice.'
  WHERE id = 8001 AND name = 'Smedja Industriservice – nyheter';
UPDATE members SET headline = replace(headline, 'Smedja Industriservice', 'Norrberg Industriservice')
  WHERE company_id = 1001;
UPDATE updates SET title = replace(title, 'Smedja Industriservice', 'Norrberg Industriservice')
  WHERE company_id = 1001;
UPDATE past_positions SET company_name = 'Norrberg Industriservice AB'
  WHERE company_id = 1001 AND company_name = 'Smedja Industriservice AB';
`,
  },
]
