import { Copy, Download, ExternalLink, QrCode } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { QR_SIZE, qrImageUrl } from '../api/qr-image.ts';
import { qrTarget } from '#shared/domain/qr-target.ts';

/**
 * A QR code that sends homeowners to the site (or any page of it), made by our own server.
 * `defaultUrl`: the address it starts with (a rep's carries their referral code). `actions`:
 * more buttons beside the code, for exactly the address it was generated for (a rep's flyer).
 */
export function QrGenerator({
  defaultUrl = window.location.origin,
  actions,
}: {
  defaultUrl?: string;
  actions?: (generated: string) => ReactNode;
}) {
  const [url, setUrl] = useState(defaultUrl);
  const [generated, setGenerated] = useState<string>();
  const [error, setError] = useState<string>();

  const generate = () => {
    const target = qrTarget(url, window.location.origin);
    if (!target) {
      setError(
        'Enter a web address starting with http:// or https://, or a page such as /get-quote',
      );
      return;
    }
    setError(undefined);
    setGenerated(target);
  };

  const download = async () => {
    if (!generated) return;
    try {
      const res = await fetch(qrImageUrl(generated));
      if (!res.ok) throw new Error(String(res.status));
      const href = URL.createObjectURL(await res.blob());
      const link = Object.assign(document.createElement('a'), {
        href,
        download: 'roofbid-qr-code.png',
      });
      link.click();
      // Some browsers start the download after click() returns: the blob stays a while.
      setTimeout(() => URL.revokeObjectURL(href), 10_000);
    } catch {
      toast({ title: 'Download Failed', description: 'Please try again.', variant: 'destructive' });
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(generated ?? url);
      toast({ title: 'Link copied', description: generated ?? url });
    } catch {
      toast({
        title: 'Could not copy',
        description: 'Select the address and copy it by hand.',
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="grid gap-8 md:grid-cols-2">
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          generate();
        }}
      >
        <FormField
          label="Website URL"
          error={error}
          help="Defaults to this site's home page. Any page works, e.g. /get-quote."
        >
          <Input
            name="url"
            type="url"
            inputMode="url"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
          />
        </FormField>
        <div className="flex flex-wrap gap-3">
          <Button type="submit">
            <QrCode aria-hidden="true" />
            Generate QR
          </Button>
          <Button type="button" variant="secondary" onClick={copy}>
            <Copy aria-hidden="true" />
            Copy URL
          </Button>
        </div>
      </form>
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-line bg-surface p-6">
        {generated ? (
          <>
            <img
              src={qrImageUrl(generated)}
              width={QR_SIZE}
              height={QR_SIZE}
              alt={`QR code for ${generated}`}
              className="max-w-full rounded-md bg-white"
            />
            <p className="text-center text-sm break-all text-muted">{generated}</p>
            <div className="flex flex-wrap justify-center gap-3">
              <Button type="button" variant="secondary" onClick={download}>
                <Download aria-hidden="true" />
                Download PNG
              </Button>
              <a
                href={generated}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonVariants({ variant: 'secondary' })}
              >
                <ExternalLink aria-hidden="true" />
                Test Link
              </a>
              {actions?.(generated)}
            </div>
          </>
        ) : (
          <p className="py-16 text-center text-muted">
            Your QR code appears here. Press Generate QR.
          </p>
        )}
      </div>
    </div>
  );
}
