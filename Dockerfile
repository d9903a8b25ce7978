# The production image (README, "Running it on a server"; docs/decisions/0020-production-install.md): built once in
# a build stage, run without dev dependencies, without a rebuild and not as root.
# docker build -t moa . && docker run -d --name moa --restart unless-stopped -p 8080:8080 -v moa-data:/data \
#   -v /srv/moa-backups:/app/backups --env-file .env moa
# deploy/compose.yaml runs two of them on PostgreSQL behind Caddy.

FROM node:24-bookworm-slim AS build
WORKDIR /app
# npm ci runs better-sqlite3's node-gyp step (it compiles where no prebuilt binary fits); no browser is fetched.
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
# Against the headers of the Node in this image (/usr/local/include/node), not ones fetched from the network.
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm_config_nodedir=/usr/local
# The manifests first: the installed packages stay cached while only the sources change.
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# deploy/compose.yaml's proxy: Caddy with its own copy of the built web app, whose files (/assets/…) it serves itself
# (deploy/Caddyfile); every other request goes to the instances. `docker build` alone makes the app's image below.
FROM caddy:2 AS proxy
COPY --from=build /app/apps/web/dist /srv/web

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 DATA_DIR=/data \
    MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072
# Everything the build stage kept: the bundle and the built web app, the production packages, and the sources that
# `npm run backup` runs with tsx.
COPY --from=build /app /app
# The server writes only the data folder (on SQLite: app.db, the images inside it, and the ticket key; on PostgreSQL
# nothing, everything is in the database) and `npm run backup` only /app/backups (mount a host folder there: README,
# "Backups"); the code stays root's.
RUN mkdir -p /data /app/backups && chown node:node /data /app/backups
USER node
VOLUME /data
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 CMD ["node", "apps/server/healthcheck.mjs"]
# SIGTERM lets requests in flight finish within 70 s: stop with `docker stop -t 75` (compose: stop_grace_period).
STOPSIGNAL SIGTERM
CMD ["node", "--max-semi-space-size=16", "--heap-growing-percent=30", "apps/server/dist/server.js"]
