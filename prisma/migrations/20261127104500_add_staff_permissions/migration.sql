-- CreateEnum
CREATE TYPE "Permission" AS ENUM ('editor');

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "permissions" "Permission"[] DEFAULT ARRAY[]::"Permission"[];
