-- CreateTable
CREATE TABLE "LoginThrottle" (
    "email" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "windowStart" TIMESTAMP(3) NOT NULL,
    "lockedUntil" TIMESTAMP(3),
    "locks" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "LoginThrottle_pkey" PRIMARY KEY ("email")
);
