import { Link, useNavigate } from 'react-router';
import { Copyright } from '../../app/Copyright';
import { Button, buttonClass } from '../../components/Button';
import { PageMeta } from '../../components/PageMeta';

/** shown for any unknown path (HTTP 404 on the server) */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <section className="flex min-h-[80vh] flex-col items-center justify-center px-4 pt-32 pb-16 text-center">
      <PageMeta
        title="Page Not Found"
        description="The page you're looking for doesn't exist or has been moved."
        robots="noindex"
        notFound
      />
      <p
        className="bg-gradient-to-r from-brand-300 to-accent-400 bg-clip-text text-8xl font-extrabold text-transparent sm:text-9xl"
        aria-hidden="true"
      >
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold sm:text-4xl">Page Not Found</h1>
      <p className="mt-4 max-w-md text-slate-300">The page you're looking for doesn't exist or has been moved...</p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <Link to="/" className={buttonClass('primary', 'lg')}>
          Back to Home
        </Link>
        <Button variant="secondary" size="lg" onClick={() => navigate(-1)}>
          Go Back
        </Button>
      </div>
      <p className="mt-8 text-sm text-slate-300">
        Need help? <Link to="/contact">Contact our support team</Link>
      </p>
      <footer className="mt-16 text-sm text-slate-400">
        <Copyright />
      </footer>
    </section>
  );
}
