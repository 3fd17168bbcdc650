import { FormProvider, useForm } from 'react-hook-form';
import { LocalizedTextField, NumberField, TextField } from '#web/admin/components/fields.tsx';

type TestValues = {
  text: string;
  number: string;
  notes: string;
  name: { hu: string; en: string; de: string };
};

/** A page for trying the form fields: submitting only shows the values. */
export function TestFormPage() {
  const form = useForm<TestValues>({
    defaultValues: { text: '', number: '', notes: '', name: { hu: '', en: '', de: '' } },
  });
  const onSubmit = form.handleSubmit((values) => {
    window.alert(JSON.stringify({ ...values, number: Number(values.number || 0) }, null, 2));
  });
  return (
    <section className="admin-page" aria-labelledby="page-title">
      <h1 id="page-title">Tesztűrlap</h1>
      <FormProvider {...form}>
        <form className="admin-form" onSubmit={(event) => void onSubmit(event)} noValidate>
          <TextField name="text" label="Szöveg" />
          <NumberField name="number" label="Szám" />
          <TextField name="notes" label="Hosszabb szöveg" multiline />
          <LocalizedTextField name="name" label="Háromnyelvű szöveg" />
          <div className="form-actions">
            <button type="submit" className="btn btn--primary">
              Küldés
            </button>
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => window.alert('Mégsem')}
            >
              Mégsem
            </button>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
