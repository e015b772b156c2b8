# syntax=docker/dockerfile:1.7
# Ordo: one process serving the API and the built web app on $PORT.
# Not built on the development machines (no Docker engine there); see README.

ARG NODE_IMAGE=node:20-bookworm-slim

# 1. Every dependency, from the lockfile only, so this layer is cached until it changes.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json .npmrc ./
COPY packages/agenda/package.json packages/agenda/
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund

# 2. Build the web app and the server's JavaScript (with its empty-database template).
FROM deps AS build
COPY . .
RUN npm run build

# 3. Runtime: production dependencies, the compiled server, the built web app. The sources come
#    along for the data files the server reads beside them and for `npm run backup`/`restore`.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/agenda/package.json packages/agenda/
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/packages/agenda/src packages/agenda/src
COPY --from=build /app/packages/contract/src packages/contract/src
COPY --from=build /app/apps/server/src apps/server/src
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Node receives SIGTERM directly (exec form) and shuts down gracefully.
CMD ["node", "apps/server/dist/main.js"]
