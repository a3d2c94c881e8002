-- CreateTable
CREATE TABLE "CodeThrottle" (
    "key" TEXT NOT NULL,
    "purpose" "CodePurpose" NOT NULL,
    "lastSentAt" TIMESTAMP(3),
    "hourStart" TIMESTAMP(3) NOT NULL,
    "hourSends" INTEGER NOT NULL DEFAULT 0,
    "dayStart" TIMESTAMP(3) NOT NULL,
    "daySends" INTEGER NOT NULL DEFAULT 0,
    "dayWrong" INTEGER NOT NULL DEFAULT 0,
    "codeWrong" INTEGER NOT NULL DEFAULT 0,
    "lockedUntil" TIMESTAMP(3),

    CONSTRAINT "CodeThrottle_pkey" PRIMARY KEY ("key","purpose")
);
