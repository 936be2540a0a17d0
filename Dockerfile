# The Canopy host as a container image (docs/deploy.md). The build stage installs everything, builds dist/ and
# prunes the dev dependencies; the runtime stage gets only what `node dist/host/main.mjs` reads, the same layout
# .ci/run starts from a fresh clone.
FROM node:20-slim AS build
WORKDIR /app
# better-sqlite3 compiles its native module (on every core: JOBS=max) where no prebuilt binary can be downloaded.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY tools/lint/package.json tools/lint/package.json
RUN JOBS=max npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-slim
ENV NODE_ENV=production PORT=8080 DATA_DIR=/data
WORKDIR /app
# The host finds its root by package.json; dist/ holds the host bundle, the loader and the widget; the demo pages
# are read only with DEMO=on.
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/demo-host/demo/pages ./demo-host/demo/pages
# The database, the signing secret and ID photos live in DATA_DIR: owned by the host's user, private to it.
RUN install -d -o node -g node -m 700 /data
USER node
EXPOSE 8080
VOLUME ["/data"]
# slim has no curl: Node's fetch asks /healthz (200 once the database answers).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself is PID 1: it handles SIGTERM (docker stop) by answering the requests in flight, then exiting 0.
CMD ["node", "dist/host/main.mjs"]
