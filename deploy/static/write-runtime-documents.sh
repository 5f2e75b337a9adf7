#!/bin/sh
# Writes /config.json, /remotes.json and the pages' content security policy from the environment
# before nginx starts: the same documents scripts/serve-apps.mjs answers for `npm start`.
set -eu

site_url=${SITE_URL:-http://localhost:8080}
site_url=${site_url%/}
auth_domain=${AUTH_DOMAIN:-http://localhost:3200}
api_base_url=${API_BASE_URL:-http://localhost:3100}
out=/run/careerforge
mkdir -p "$out"

origin_of() {
  printf '%s\n' "$1" | sed -E 's#^([a-z]+://[^/]+).*#\1#'
}

case "$auth_domain" in
  *://*) identity_origin=$(origin_of "$auth_domain") ;;
  *) identity_origin=$(origin_of "https://$auth_domain") ;;
esac
api_origin=$(origin_of "$api_base_url")

cat >"$out/config.json" <<JSON
{"authDomain":"$auth_domain","authClientId":"${AUTH_CLIENT_ID:-careerforge-spa}","authAudience":"${AUTH_AUDIENCE:-https://api.careerforge.local}","apiBaseUrl":"$api_base_url"}
JSON

# One line per remote, "name folder", written by the image's build from shared/apps.json.
# MFE_JOBS_URL and its siblings point a remote at another deployment.
entries=''
remote_origins=''
while read -r name folder; do
  variable=$(printf '%s_URL' "$name" | tr '[:lower:]' '[:upper:]')
  url=$(printenv "$variable" || true)
  url=${url:-$site_url/$folder/mf-manifest.json}
  entries="$entries${entries:+,}\"$name\":\"$url\""
  remote_origins="$remote_origins $(origin_of "$url")"
done </etc/careerforge/remotes.txt
printf '{%s}\n' "$entries" >"$out/remotes.json"
# Each remote origin once (they are usually all the site's own).
remote_origins=$(printf '%s\n' $remote_origins | sort -u | sed 's/^/ /' | tr -d '\n')

csp="default-src 'self'; script-src 'self'$remote_origins; style-src 'self' 'unsafe-inline'$remote_origins; connect-src 'self' $api_origin $identity_origin$remote_origins; img-src 'self' data: blob: $api_origin https:; frame-src 'self' blob: $identity_origin $api_origin; object-src 'self' blob:; base-uri 'self'; form-action 'self' $identity_origin; frame-ancestors 'none'"
cat >"$out/page-headers.conf" <<CONF
add_header Content-Security-Policy "$csp" always;
add_header X-Frame-Options "DENY" always;
CONF
