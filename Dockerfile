# Multi-stage image of the whole product: the API serving the built web app on one port.
# Built where the internet is reachable, so Prisma's native engine can be fetched and migrations run
# with the real `prisma migrate deploy` (our machines use the WASM engine for the same folder).

FROM node:22-bookworm-slim AS build
ENV CI=true TURBO_TELEMETRY_DISABLED=1
RUN npm install -g pnpm@12.21.0
WORKDIR /app
COPY . .
RUN pnpm install --frozen-lockfile
# pnpm-workspace.yaml denies @prisma/engines its install script (it only downloads the native engine,
# which our offline machines cannot reach); here the download works, so run it explicitly.
RUN node node_modules/.pnpm/@prisma+engines@*/node_modules/@prisma/engines/scripts/postinstall.js
RUN pnpm build

FROM node:22-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 MIGRATE_ON_START=false \
    DATA_DIR=/var/lib/studychina UPLOAD_DIR=/var/lib/studychina/uploads
RUN apt-get update && apt-get install -y --no-install-recommends openssl ca-certificates \
    && rm -rf /var/lib/apt/lists/* \
    && mkdir -p /var/lib/studychina/uploads && chown -R node:node /var/lib/studychina
WORKDIR /app
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 3000
ENTRYPOINT ["sh", "apps/api/docker-entrypoint.sh"]
