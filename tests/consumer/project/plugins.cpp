// SPDX-License-Identifier: MIT
// Finds the installed Qt Designer plugin and QML module the way Designer and the QML engine
// do, through QT_PLUGIN_PATH and QML_IMPORT_PATH, and makes everything they offer.
// Usage: plugins <install prefix>; prints a line per widget and module, fails on any error.
#include <QtCore/qdir.h>
#include <QtCore/qpluginloader.h>
#include <QtWidgets/qapplication.h>
#include <QtWidgets/qwidget.h>

#include <cstdio>
#include <memory>

#ifdef CHECK_DESIGNER
#    include <QtUiPlugin/QDesignerCustomWidgetCollectionInterface>
#endif
#ifdef CHECK_QML
#    include <QtQml/qqmlcomponent.h>
#    include <QtQml/qqmlengine.h>
#    include <QtQml/qqml.h>
#endif

static int failures = 0;

static void fail(const QString &why)
{
    std::fprintf(stderr, "plugins: %s\n", qPrintable(why));
    ++failures;
}

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    if (argc != 2)
        return 2;
    const QString prefix = QDir(QString::fromLocal8Bit(argv[1])).canonicalPath() + QLatin1Char('/');

#ifdef CHECK_DESIGNER
    // Designer loads every plugin in the designer/ folder of each plugin path.
    int collections = 0;
    for (const QString &path : QCoreApplication::libraryPaths()) {
        if (!(path + QLatin1Char('/')).startsWith(prefix))
            continue;
        const QDir designer(path + QLatin1String("/designer"));
        for (const QFileInfo &file : designer.entryInfoList(QDir::Files)) {
            QPluginLoader loader(file.absoluteFilePath());
            auto *collection = qobject_cast<QDesignerCustomWidgetCollectionInterface *>(loader.instance());
            if (!collection) {
                fail(file.fileName() + QLatin1String(" is not a Designer widget collection: ") + loader.errorString());
                continue;
            }
            ++collections;
            for (QDesignerCustomWidgetInterface *widget : collection->customWidgets()) {
                const std::unique_ptr<QWidget> made(widget->createWidget(nullptr));
                if (!made || widget->domXml().isEmpty())
                    fail(widget->name() + QLatin1String(": no widget or no domXml"));
                else
                    std::printf("designer %s: %s\n", qPrintable(widget->name()), made->metaObject()->className());
            }
        }
    }
    if (collections == 0)
        fail(QLatin1String("no Designer plugin under ") + prefix + QLatin1String(" on the plugin path"));
#endif

#ifdef CHECK_QML
    // The root object's type comes from here, so that the import is all that is tested
    // (Debian's QtQml module needs qml6-module-qtqml-models and -workerscript too).
    qmlRegisterType<QObject>("ConsumerCheck", 1, 0, "Root");
    QQmlEngine engine;
    QQmlComponent component(&engine);
    component.setData("import Impetus\nimport ConsumerCheck\nRoot {}\n", QUrl());
    const std::unique_ptr<QObject> object(component.create());
    if (object)
        std::printf("qml import Impetus: ok\n");
    else
        fail(component.errorString());
#endif
    return failures == 0 ? 0 : 1;
}
