#!/bin/sh
# Container start: apply pending migrations with Prisma's own CLI (native engine present in the image),
# then serve. The API seeds empty heroes/majors tables itself (SEED_ON_START) and handles SIGTERM.
set -e
cd /app/packages/db
node node_modules/prisma/build/index.js migrate deploy
cd /app
exec node apps/api/dist/server.js
