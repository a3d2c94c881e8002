import type { ReactNode } from 'react';
import './auth.css';

interface AuthCardProps {
  title: string;
  /** One line under the heading saying what the page is for. */
  intro?: ReactNode;
  introId?: string;
  children: ReactNode;
}

/** The frame of every account page: a centred card with the heading (design system's .form-card). */
export function AuthCard({ title, intro, introId, children }: AuthCardProps) {
  return (
    <div className="container auth-page">
      <div className="form-card">
        <h1>{title}</h1>
        {intro && (
          <p id={introId} className="auth-intro">
            {intro}
          </p>
        )}
        {children}
      </div>
    </div>
  );
}
